export { PublicNeedsBoard } from './public-needs-board.js';
export { PublicNeedsModule } from './public-needs.module.js';
export { SHARED_PAGE, SharedBoardPages } from './share-page.js';

export { PublicNeedsBoard } from './public-needs-board.js';
export { SHARED_PAGE, SharedBoardPages } from './share-page.js';

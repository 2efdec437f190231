import { icon } from './icon';

export const SwapIcon = /* @__PURE__ */ icon(
  'M6.99 11 3 15l3.99 4v-3H14v-2H6.99v-3zM21 9l-3.99-4v3H10v2h7.01v3L21 9z',
  'Swap',
);

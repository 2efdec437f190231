import { icon } from './icon';

export const FormatQuoteIcon = /* @__PURE__ */ icon('M6 17h3l2-4V7H5v6h3zm8 0h3l2-4V7h-6v6h3z', 'FormatQuote');

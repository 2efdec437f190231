import { icon } from './icon';

export const BloodDropIcon = /* @__PURE__ */ icon(
  'M12 2.5S5.5 10 5.5 14.5a6.5 6.5 0 0 0 13 0C18.5 10 12 2.5 12 2.5z',
  'BloodDrop',
);

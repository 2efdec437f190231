import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import type { ResourceProps } from 'react-admin';
import { TestimonialList } from './TestimonialList';
import { TestimonialShow } from './TestimonialShow';

export const testimonials: Omit<ResourceProps, 'name'> = {
  list: TestimonialList,
  show: TestimonialShow,
  icon: FormatQuoteIcon,
};

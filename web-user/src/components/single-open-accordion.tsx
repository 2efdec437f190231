import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { ExpandMoreIcon } from '@/components/icons/expand-more-icon';

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

/** One item open at a time; clicking the open item closes it. */
export function SingleOpenAccordion({
  items,
  initiallyOpen = null,
}: {
  items: AccordionItem[];
  initiallyOpen?: string | null;
}) {
  const [open, setOpen] = useState<string | null>(initiallyOpen);
  return (
    <div>
      {items.map((item) => (
        <Accordion
          key={item.id}
          expanded={open === item.id}
          onChange={() => setOpen((current) => (current === item.id ? null : item.id))}
          disableGutters
          sx={{ mb: 1, borderRadius: 2, '&:before': { display: 'none' } }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`${item.id}-header`}
            aria-controls={`${item.id}-content`}
          >
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {item.title}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`${item.id}-content`}>
            {typeof item.content === 'string' ? <Typography>{item.content}</Typography> : item.content}
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}

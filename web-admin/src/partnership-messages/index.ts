import HandshakeIcon from '@mui/icons-material/Handshake';
import type { ResourceProps } from 'react-admin';
import { PartnershipMessageEdit } from './PartnershipMessageEdit';
import { PartnershipMessageList } from './PartnershipMessageList';
import { PartnershipMessageShow } from './PartnershipMessageShow';

export const partnershipMessages: Omit<ResourceProps, 'name'> = {
  list: PartnershipMessageList,
  show: PartnershipMessageShow,
  edit: PartnershipMessageEdit,
  icon: HandshakeIcon,
  options: { label: 'Partnership messages' },
  recordRepresentation: 'name',
};

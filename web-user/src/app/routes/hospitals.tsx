import { HospitalDirectory } from '@/features/hospitals/components/hospital-directory';

export const Component = HospitalDirectory;

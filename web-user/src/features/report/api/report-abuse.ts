import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /v1/feedbacks/report-abuse: staff review every report. */
export const reportAbuse = (report: { name: string; description: string }) =>
  api.post<unknown>('/feedbacks/report-abuse', report);

export const useReportAbuse = () => useMutation({ mutationFn: reportAbuse });

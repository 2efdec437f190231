import { useMutation } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';

/** POST /v1/feedbacks/report-abuse: staff review every report. */
export const reportAbuse = (report: { name: string; description: string }) =>
  dataOf(api.POST('/v1/feedbacks/report-abuse', { body: report }));

export const useReportAbuse = () => useMutation({ mutationFn: reportAbuse });

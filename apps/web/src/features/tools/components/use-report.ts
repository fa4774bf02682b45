import { questionnaireReport } from '@course/contracts/tools-questionnaire';
import { useCall } from '../../../lib/query';
import { useQueryId } from '../../../lib/use-query-id';

/** The report a report page shows: `?id=` (one of the learner's), else their latest of the questionnaire. */
export function useReport(code: string) {
  const id = useQueryId('id');
  return useCall(questionnaireReport, id !== null ? { id } : { code }, { silent: true });
}

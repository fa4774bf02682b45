import { questionnaireReport } from '@course/contracts/tools-questionnaire';
import { useCall } from '../../../lib/query';
import { useQueryId } from '../../../lib/use-query-id';

/**
 * The report a report page shows: `?id=` (one of the learner's, of this questionnaire: a report of the other
 * health self-test version is not shown), else their latest of the questionnaire.
 */
export function useReport(code: string) {
  const id = useQueryId('id');
  return useCall(questionnaireReport, id !== null ? { id, code } : { code }, { silent: true });
}

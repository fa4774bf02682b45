import { reportLearnRecord } from '@course/contracts/learning-section';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../lib/request';
import { useAction } from '../../../lib/use-action';

/**
 * A document counts as learned when the learner says they have read it to its end: one learn record with
 * `isLearned: 1`. Used by the lesson page and by the tools' chronic-disease programme, which plays the same
 * sections; each passes its own look (`className`, `doneClassName`) and test id.
 */
export function TextLearned(props: {
  sectionId: number;
  learned: boolean;
  className: string;
  doneClassName: string;
  testId: string;
}) {
  const [done, setDone] = useState(props.learned);
  const queryClient = useQueryClient();
  const report = useAction();
  if (done) return <p className={props.doneClassName}>✓ 已学完</p>;
  return (
    <button
      type="button"
      className={props.className}
      data-testid={props.testId}
      disabled={report.busy}
      onClick={() =>
        void report.run(async () => {
          await callApi(reportLearnRecord, {
            body: {
              life: 'ended',
              sectionId: props.sectionId,
              isLearned: 1,
              learnTime: 1,
              audioTime: 1,
              osName: 'h5',
              type: 3,
              time: 100,
            },
          });
          setDone(true);
          void queryClient.invalidateQueries({ queryKey: ['call'] });
        })
      }
    >
      我已读完
    </button>
  );
}

import { studyProfileDetail, studyProfileSave } from '@course/contracts/assessments-info';
import type { RequestOf } from '@course/contracts/define-call';
import { SUBJECT_NAMES } from '@course/domain/course-subjects';
import {
  AGE_GROUPS,
  GOALS,
  INTEREST_SUBJECTS,
  LEVELS,
  PREFERRED_TIMES,
  WEEKLY_HOURS_MAX,
  WEEKLY_HOURS_MIN,
} from '@course/domain/study-profile';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { callKey, useCall } from '../../../lib/query';
import { callApi } from '../../../lib/request';
import { useActionMutation } from '../../../lib/use-action';
import { ErrorBlock, PageState } from '../../../ui/states';
import '../assessments-shared.css';
import './info.css';

type Profile = RequestOf<typeof studyProfileSave>;

const EMPTY: Profile = {
  learnerName: '',
  ageGroup: '31-45',
  level: 'beginner',
  goal: 'hobby',
  weeklyHours: 3,
  preferredTime: 'evening',
  interests: [],
  note: '',
};

/** One choice group as chips (single choice). */
function Chips<K extends string>(props: {
  label: string;
  name: string;
  options: Record<K, string>;
  value: K;
  onChange: (value: K) => void;
}) {
  return (
    <fieldset className="if-field" data-testid={`info-${props.name}`}>
      <legend>{props.label}</legend>
      <div className="if-chips">
        {(Object.keys(props.options) as K[]).map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={props.value === key}
            data-value={key}
            onClick={() => props.onChange(key)}
          >
            {props.options[key]}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** infoIndex: the study-profile form (prefilled with the saved one); saving opens infoResult. */
export default function InfoIndexPage() {
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const saved = useCall(studyProfileDetail, {});
  const [draft, setDraft] = useState<Profile | null>(null);
  const save = useActionMutation({
    mutationFn: (p: Profile) => callApi(studyProfileSave, { body: p }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: callKey(studyProfileDetail) });
      navigate(getHref('infoResult'), { replace: true });
    },
  });
  return (
    <main className="as-page" data-testid="info-index">
      <section className="if-hero">
        <h1>学习档案</h1>
        <p>花 1 分钟填写，我们为你生成专属学习手册</p>
      </section>
      <PageState query={saved}>
        {(s) => {
          const p = draft ?? s.profile ?? EMPTY;
          const set = (patch: Partial<Profile>) => setDraft({ ...p, ...patch });
          const ready = p.learnerName.trim() !== '' && p.interests.length > 0;
          return (
            <form
              className="as-card"
              onSubmit={(e) => {
                e.preventDefault();
                if (ready) save.mutate(p);
              }}
            >
              <label className="if-field">
                <span className="if-label">怎么称呼你</span>
                <input
                  data-testid="info-name"
                  maxLength={20}
                  placeholder="例如：林老师、小林"
                  value={p.learnerName}
                  onChange={(e) => set({ learnerName: e.target.value })}
                />
              </label>
              <Chips
                label="年龄段"
                name="age"
                options={AGE_GROUPS}
                value={p.ageGroup}
                onChange={(v) => set({ ageGroup: v })}
              />
              <Chips
                label="学习基础"
                name="level"
                options={LEVELS}
                value={p.level}
                onChange={(v) => set({ level: v })}
              />
              <Chips
                label="学习目标"
                name="goal"
                options={GOALS}
                value={p.goal}
                onChange={(v) => set({ goal: v })}
              />
              <fieldset className="if-field" data-testid="info-interests">
                <legend>感兴趣的方向（可多选）</legend>
                <div className="if-chips">
                  {INTEREST_SUBJECTS.map((key) => {
                    const on = p.interests.includes(key);
                    return (
                      <button
                        key={key}
                        type="button"
                        aria-pressed={on}
                        data-value={key}
                        onClick={() =>
                          set({
                            interests: on ? p.interests.filter((x) => x !== key) : [...p.interests, key],
                          })
                        }
                      >
                        {SUBJECT_NAMES[key]}
                      </button>
                    );
                  })}
                </div>
              </fieldset>
              <label className="if-field">
                <span className="if-label">
                  每周可学习 <b data-testid="info-hours-value">{p.weeklyHours}</b> 小时
                </span>
                <input
                  type="range"
                  data-testid="info-hours"
                  min={WEEKLY_HOURS_MIN}
                  max={WEEKLY_HOURS_MAX}
                  value={p.weeklyHours}
                  onChange={(e) => set({ weeklyHours: Number(e.target.value) })}
                />
              </label>
              <Chips
                label="方便学习的时间"
                name="time"
                options={PREFERRED_TIMES}
                value={p.preferredTime}
                onChange={(v) => set({ preferredTime: v })}
              />
              <label className="if-field">
                <span className="if-label">还想告诉老师的（选填）</span>
                <textarea maxLength={200} value={p.note} onChange={(e) => set({ note: e.target.value })} />
              </label>
              {save.isError ? <ErrorBlock error={save.error} onRetry={() => save.mutate(p)} /> : null}
              <button
                type="submit"
                className="as-btn"
                data-testid="info-submit"
                disabled={!ready || save.isPending}
              >
                {s.profile ? '更新档案' : '提交'}
              </button>
            </form>
          );
        }}
      </PageState>
    </main>
  );
}

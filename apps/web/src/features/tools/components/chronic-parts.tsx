import { courseDetail } from '@course/contracts/catalogue-course';
import { chronicProgramme } from '@course/contracts/tools-chronic';
import type { ReactNode } from 'react';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { PageState } from '../../../ui/states';
import { CHRONIC_TOOL } from '../content-config';
import { ToolGate } from './tool-gate';

/**
 * What the chronic-disease pages share: the gate (owning the programme's course), the programme (its words and
 * the learner's summary) and the course's chapters and progress from the catalogue (courseDetail).
 */

export type Programme = NonNullable<ReturnType<typeof useProgramme>['programme']['data']>;
export type ProgrammeCourse = NonNullable<ReturnType<typeof useProgramme>['course']['data']>;

function useProgramme() {
  const programme = useCall(chronicProgramme, {}, { staleTime: 0 });
  const courseId = programme.data?.courseId ?? 0;
  const course = useCall(courseDetail, { courseId }, { enabled: courseId > 0, staleTime: 0 });
  return { programme, course };
}

export function WithProgramme(props: {
  testId: string;
  children: (p: Programme, c: ProgrammeCourse) => ReactNode;
}) {
  return (
    <ToolGate toolCode={CHRONIC_TOOL}>
      <ProgrammeBody {...props} />
    </ToolGate>
  );
}

function ProgrammeBody(props: { testId: string; children: (p: Programme, c: ProgrammeCourse) => ReactNode }) {
  const { programme, course } = useProgramme();
  return (
    <main className="tl-page ct-page ch-page" data-testid={props.testId}>
      <PageState query={programme}>
        {(p) => (
          <PageState query={course}>
            {(c) => (
              <>
                {props.children(p, c)}
                <p className="tl-disclaimer" data-testid="chronic-disclaimer">
                  {p.disclaimer}
                </p>
              </>
            )}
          </PageState>
        )}
      </PageState>
    </main>
  );
}

/** The programme's three tabs at the bottom of its pages. */
export function ChronicNav(props: { current: string }) {
  const navigate = useAppNavigate();
  const tabs = [
    { route: 'chronicDisease', label: '计划首页' },
    { route: 'chronicDiseaseChapterCourse', label: '章节课程' },
    { route: 'chronicDiseaseMy', label: '我的' },
  ];
  return (
    <nav className="ch-nav">
      {tabs.map((t) => (
        <button
          type="button"
          key={t.route}
          className={t.route === props.current ? 'on' : ''}
          onClick={() => t.route !== props.current && navigate(getHref(t.route))}
        >
          {t.label}
        </button>
      ))}
    </nav>
  );
}

export function ProgressRing(props: { percent: number; label: string }) {
  const r = 36;
  const len = 2 * Math.PI * r;
  return (
    <svg className="ch-ring" viewBox="0 0 88 88" role="img" aria-label={props.label}>
      <circle cx="44" cy="44" r={r} fill="none" stroke="#e6f4d9" strokeWidth="8" />
      <circle
        cx="44"
        cy="44"
        r={r}
        fill="none"
        stroke="#52c41a"
        strokeWidth="8"
        strokeLinecap="round"
        strokeDasharray={`${(len * props.percent) / 100} ${len}`}
        transform="rotate(-90 44 44)"
      />
      <text x="44" y="50" textAnchor="middle" fontSize="18" fontWeight="600" fill="#237804">
        {props.percent}%
      </text>
    </svg>
  );
}

/** Where a section opens: the chapter detail page with that section playing. */
export const sectionHref = (chapterId: number, sectionId: number) =>
  getHref('chronicDiseaseChapterDetail', { query: { chapter: chapterId, section: sectionId } });

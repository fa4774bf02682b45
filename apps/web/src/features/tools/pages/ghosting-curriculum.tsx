import { ghostingCurriculum } from '@course/contracts/tools-ghosting';
import { useRouteEntry } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { PageState } from '../../../ui/states';
import { GhostingChars } from '../components/ghosting-chars';
import { GhostingHero } from '../components/ghosting-parts';
import { ToolGate } from '../components/tool-gate';
import { ghostingFamilyOf } from '../ghosting-config';
import '../tools-shared.css';

/** ghosting-curriculum, ghosting5-curriculum (诊断课程): the model characters lesson by lesson, with best scores. */
export default function GhostingCurriculumPage() {
  const config = ghostingFamilyOf(useRouteEntry()?.name);
  const curriculum = useCall(ghostingCurriculum, { family: config.family });
  return (
    <ToolGate toolCode={config.toolCode}>
      <main className="tl-page" data-testid="ghosting-curriculum" data-family={config.family}>
        <PageState query={curriculum}>
          {(data) => (
            <>
              <GhostingHero config={config} title={data.title} />
              {data.lessons.map((lesson) => (
                <section className="tl-card" key={lesson.id} data-testid="ghosting-lesson">
                  <h2 className="tl-card-title">
                    {lesson.title}
                    <span className="tl-muted">{lesson.intro}</span>
                  </h2>
                  <GhostingChars config={config} list={lesson.characters} />
                </section>
              ))}
            </>
          )}
        </PageState>
      </main>
    </ToolGate>
  );
}

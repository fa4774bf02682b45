import { useAppNavigate } from '../../../app/public/navigation';
import { toast } from '../../../app/public/request';
import { ChronicNav, sectionHref, WithProgramme } from '../components/chronic-parts';
import { durationText } from '../content-config';
import '../tools-shared.css';
import './content.css';

const KIND_WORD = { video: '视频', audio: '音频', text: '图文' } as Record<string, string>;

/** chronicDiseaseChapterCourse: every chapter of the programme with its sections, learned marks and locks. */
export default function ChronicChaptersPage() {
  const navigate = useAppNavigate();
  return (
    <WithProgramme testId="chronic-chapters">
      {(_p, c) => (
        <>
          {c.chapters.map((ch) => (
            <section key={ch.id} className="tl-card" data-testid="chronic-chapter">
              <h2 className="tl-card-title">{ch.title}</h2>
              {ch.sections.map((s) => (
                <button
                  type="button"
                  key={s.id}
                  className="ch-section-row"
                  data-testid="chronic-section"
                  data-learned={s.isLearned}
                  onClick={() =>
                    s.locked ? toast(ch.lockMessage ?? '该章节还未解锁') : navigate(sectionHref(ch.id, s.id))
                  }
                >
                  <span className="ct-badge">{KIND_WORD[s.kind] ?? s.kind}</span>
                  <strong>{s.title}</strong>
                  <small>
                    {s.isLearned ? '已学完' : s.percent ? `已学 ${s.percent}%` : durationText(s.durationSec)}
                  </small>
                </button>
              ))}
            </section>
          ))}
          <ChronicNav current="chronicDiseaseChapterCourse" />
        </>
      )}
    </WithProgramme>
  );
}

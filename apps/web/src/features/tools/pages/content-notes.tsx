import { contentPostSave, contentPosts, type TContentPost } from '@course/contracts/tools-content';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { toast } from '../../../app/public/request';
import { callKey, useCall } from '../../../lib/query';
import { callApi } from '../../../lib/request';
import { useAction } from '../../../lib/use-action';
import { useQueryId } from '../../../lib/use-query-id';
import { Empty, PageState } from '../../../ui/states';
import { dateOf, MaybeGate } from '../components/content-parts';
import '../tools-shared.css';
import './content.css';

/**
 * courseNotes: every note the learner wrote on a resource (or those of one resource with `?id=`), newest first,
 * each editable in place; a note opens its resource.
 */
export default function CourseNotesPage() {
  const itemId = useQueryId('id', 'itemId');
  const notes = useCall(contentPosts, { kind: 'note', ...(itemId ? { itemId } : {}) });
  const navigate = useAppNavigate();
  return (
    <MaybeGate toolCode="video-tools">
      <main className="tl-page ct-page" data-testid="content-course-notes">
        <p className="ct-intro">笔记只有你自己能看到，点标题回到对应的视频或资料</p>
        <PageState query={notes}>
          {(d) =>
            d.list.length === 0 ? (
              <Empty
                text="还没有笔记，看视频时随手记下要点吧"
                action={
                  <button type="button" className="tl-btn" onClick={() => navigate(getHref('videoTool'))}>
                    去看视频
                  </button>
                }
              />
            ) : (
              d.list.map((n) => <NoteCard key={n.id} note={n} />)
            )
          }
        </PageState>
      </main>
    </MaybeGate>
  );
}

function NoteCard(props: { note: TContentPost }) {
  const n = props.note;
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(n.text);
  const save = useAction();
  return (
    <article className="tl-card ct-note-card" data-testid="content-note">
      <button
        type="button"
        className="ct-note-item"
        onClick={() => navigate(getHref('resourceDetail', { query: { id: n.itemId } }))}
      >
        {n.itemTitle} ›
      </button>
      {editing ? (
        <>
          <textarea
            className="ct-textarea"
            maxLength={500}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <button
            type="button"
            className="tl-btn"
            disabled={save.busy}
            onClick={() =>
              void save.run(async () => {
                await callApi(contentPostSave, {
                  body: { itemId: n.itemId, kind: 'note', text, postId: n.id },
                });
                toast('笔记已更新');
                setEditing(false);
                await queryClient.invalidateQueries({ queryKey: callKey(contentPosts) });
              })
            }
          >
            {save.busy ? '保存中…' : '保存'}
          </button>
        </>
      ) : (
        <p className="ct-note-text">{n.text}</p>
      )}
      <footer>
        <small>{dateOf(n.updatedAt)}</small>
        {editing ? null : (
          <button type="button" onClick={() => setEditing(true)}>
            编辑
          </button>
        )}
      </footer>
    </article>
  );
}

import { noteList, saveNote } from '@course/contracts/learning-study';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../app/public/request';
import { callKey } from '../../../lib/query';
import { callApi } from '../../../lib/request';
import { useAction } from '../../../lib/use-action';
import '../../../ui/states.css';
import '../learning-shared.css';

export function NoteBox(props: { courseId: number; sectionId: number }) {
  const [text, setText] = useState('');
  const queryClient = useQueryClient();
  const save = useAction();
  return (
    <form
      className="lc-block lc-note-box"
      onSubmit={(e) => {
        e.preventDefault();
        if (!text.trim()) return toast('请先写点什么');
        void save.run(async () => {
          await callApi(saveNote, {
            body: { courseId: props.courseId, sectionId: props.sectionId, content: text.trim() },
          });
          setText('');
          toast('笔记已保存');
          void queryClient.invalidateQueries({ queryKey: callKey(noteList) });
        });
      }}
    >
      <textarea
        placeholder="记录这一节的收获…"
        maxLength={2000}
        value={text}
        onChange={(e) => setText(e.target.value)}
        data-testid="note-input"
      />
      <button type="submit" className="lc-btn lc-btn-small" data-testid="note-save" disabled={save.busy}>
        {save.busy ? '保存中…' : '保存笔记'}
      </button>
    </form>
  );
}

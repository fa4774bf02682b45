import { pictureMountList, pictureMountSave } from '@course/contracts/tools-content';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { toast } from '../../../app/public/request';
import { callKey, useCall } from '../../../lib/query';
import { callApi } from '../../../lib/request';
import { ToolGate } from '../components/tool-gate';
import { composePicture, FRAMES, type Frame, loadPicture } from '../picture-frames';
import '../tools-shared.css';
import './content.css';

/**
 * pictureMounting: pick a picture from the album, choose one of the frames, write a caption; the phone
 * composites them on a canvas into ONE <img> (a long press saves it inside the messaging app). 保存到我的作品
 * stores the same image on the server (upload store) and lists it under 我的作品.
 */
export default function PictureMountingPage() {
  return (
    <ToolGate toolCode="picture-mounting">
      <Mounting />
    </ToolGate>
  );
}

function Mounting() {
  const [frame, setFrame] = useState<Frame>(FRAMES[0]!);
  const [picture, setPicture] = useState<HTMLImageElement | null>(null);
  const [caption, setCaption] = useState('');
  const [saving, setSaving] = useState(false);
  const [savedUrl, setSavedUrl] = useState<string | null>(null);
  const saved = useCall(pictureMountList, {});
  const queryClient = useQueryClient();
  const image = useMemo(() => composePicture(frame, picture, caption.trim()), [frame, picture, caption]);

  const save = async () => {
    if (!picture) return toast('请先从相册选一张照片');
    setSaving(true);
    try {
      const r = await callApi(pictureMountSave, { body: { frameCode: frame.code, image } });
      setSavedUrl(r.imageUrl);
      toast('已保存到我的作品');
      await queryClient.invalidateQueries({ queryKey: callKey(pictureMountList) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <main className="tl-page ct-page" data-testid="picture-mounting">
      <div className="ct-mount-preview">
        <img
          src={image}
          alt="合成后的图片"
          data-testid="picture-result"
          data-frame={frame.code}
          data-has-picture={picture ? 'true' : 'false'}
        />
        <p className="tl-muted">{picture ? '长按图片可保存到手机相册' : '选择照片后在这里预览'}</p>
      </div>
      <section className="tl-card">
        <h2 className="tl-card-title">选择相框</h2>
        <div className="ct-frames">
          {FRAMES.map((f) => (
            <button
              type="button"
              key={f.code}
              className={f.code === frame.code ? 'on' : ''}
              data-testid="picture-frame"
              data-code={f.code}
              onClick={() => setFrame(f)}
            >
              <span style={{ background: f.outer, borderColor: f.code === 'polaroid' ? '#d9d9d9' : f.outer }}>
                <i style={{ background: f.inner }} />
              </span>
              {f.name}
            </button>
          ))}
        </div>
        <input
          className="ct-caption"
          maxLength={12}
          placeholder={`图片文字（默认“${frame.caption}”）`}
          value={caption}
          onChange={(e) => setCaption(e.target.value)}
        />
        <label className="tl-btn tl-btn-ghost tl-btn-block ct-pick">
          从相册选择照片
          <input
            type="file"
            accept="image/*"
            data-testid="picture-input"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              try {
                setPicture(await loadPicture(file));
                setSavedUrl(null);
              } catch {
                toast('这张图片无法打开，请换一张');
              }
            }}
          />
        </label>
        <button
          type="button"
          className="tl-btn tl-btn-block"
          disabled={saving || !picture}
          data-testid="picture-save"
          onClick={() => void save()}
        >
          保存到我的作品
        </button>
        {savedUrl ? (
          <p className="tl-muted" data-testid="picture-saved">
            已保存，可在下方“我的作品”中查看
          </p>
        ) : null}
      </section>
      {saved.data?.list.length ? (
        <section className="tl-card">
          <h2 className="tl-card-title">我的作品</h2>
          <div className="ct-saved">
            {saved.data.list.map((p) => (
              <img key={p.id} src={p.imageUrl} alt="我的作品" data-testid="picture-saved-item" />
            ))}
          </div>
        </section>
      ) : null}
    </main>
  );
}

import { useState } from 'react';
import './avatar.css';

/** A person's round avatar (a learner, a teacher); the first character of the name on a tint when there is no picture or it fails to load. */
export function Avatar(props: { src: string; name: string; size?: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  const size = props.size ?? 36;
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42) };
  if (!props.src || props.src === failed)
    return (
      <span className="ui-avatar ui-avatar-text" style={style} aria-hidden="true">
        {Array.from(props.name || '学')[0]}
      </span>
    );
  return (
    <img
      className="ui-avatar"
      style={style}
      src={props.src}
      alt=""
      width={size}
      height={size}
      onError={() => setFailed(props.src)}
    />
  );
}

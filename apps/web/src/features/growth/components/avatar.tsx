import { useState } from 'react';
import './avatar.css';

/** A learner's round avatar; the first character of the nickname on a tint when there is no picture. */
export function Avatar(props: { src: string; name: string; size?: number }) {
  const [broken, setBroken] = useState(false);
  const size = props.size ?? 36;
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42) };
  if (!props.src || broken)
    return (
      <span className="gr-avatar gr-avatar-text" style={style} aria-hidden="true">
        {Array.from(props.name || '学')[0]}
      </span>
    );
  return (
    <img
      className="gr-avatar"
      style={style}
      src={props.src}
      alt=""
      width={size}
      height={size}
      onError={() => setBroken(true)}
    />
  );
}

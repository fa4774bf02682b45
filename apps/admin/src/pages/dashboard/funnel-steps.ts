/** The funnel's steps in order, with their names on the dashboard (totals, charts, table). */
export const FUNNEL_STEPS = [
  { key: 'views', label: '浏览' },
  { key: 'qrShown', label: '展示二维码' },
  { key: 'longPresses', label: '长按' },
  { key: 'signUps', label: '报名' },
  { key: 'joined', label: '入群' },
] as const;

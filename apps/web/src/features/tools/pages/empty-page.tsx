import { useSearchParams } from 'react-router';
import { EmptyState } from '../components/tool-states';

/** emptyPage (no sign-in needed): the shared "nothing here" page; `msg` may say what is missing. */
export default function EmptyPage() {
  const [params] = useSearchParams();
  const msg = params.get('msg')?.slice(0, 60);
  return <EmptyState {...(msg ? { text: msg } : {})} />;
}

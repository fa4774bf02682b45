import { EmptyState } from '../components/tool-states';

/**
 * emptyPage (no sign-in needed): the shared "nothing here" page. It shows our own words only, never text from
 * the URL, so a crafted link cannot make the app say something it did not.
 */
export default function EmptyPage() {
  return <EmptyState />;
}

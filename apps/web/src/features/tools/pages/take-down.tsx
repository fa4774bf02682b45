import { TakeDownState } from '../components/tool-states';

/** takeDown: the shared page of a tool or content an operator removed. */
export default function TakeDownPage() {
  return <TakeDownState />;
}

/**
 * The landing engine's whole view layer: `h()` builds elements through the DOM API (text is always text,
 * never parsed as HTML), `cleanup` collects what a page must undo when it goes (timers, listeners).
 */

type Child = Node | string | number | null | undefined | false | readonly Child[];

export type Props = {
  class?: string;
  testid?: string;
  style?: Partial<Record<keyof CSSStyleDeclaration, string>>;
  on?: Partial<{ [K in keyof HTMLElementEventMap]: (event: HTMLElementEventMap[K]) => void }>;
  attrs?: Record<string, string | number | boolean | undefined>;
};

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props | null = null,
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  if (props?.class) el.className = props.class;
  if (props?.testid) el.dataset.testid = props.testid;
  if (props?.style) Object.assign(el.style, props.style);
  for (const [name, value] of Object.entries(props?.attrs ?? {})) {
    if (value === undefined || value === false) continue;
    el.setAttribute(name, value === true ? '' : String(value));
  }
  for (const [type, listener] of Object.entries(props?.on ?? {})) {
    el.addEventListener(type, listener as EventListener);
  }
  append(el, children);
  return el;
}

export function append(parent: Node, children: readonly Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(parent, child);
    else parent.appendChild(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/** Replaces an element's children. */
export function replaceChildren(parent: Element, ...children: Child[]): void {
  parent.textContent = '';
  append(parent, children);
}

/** What a page undoes when it is disposed: timers, intervals, listeners, anything. */
export class Cleanup {
  private readonly tasks: Array<() => void> = [];
  add(task: () => void): void {
    this.tasks.push(task);
  }
  timeout(fn: () => void, ms: number): void {
    const id = setTimeout(fn, ms);
    this.add(() => clearTimeout(id));
  }
  listen<K extends keyof DocumentEventMap>(
    target: Document,
    type: K,
    fn: (e: DocumentEventMap[K]) => void,
  ): void;
  listen(target: EventTarget, type: string, fn: (e: Event) => void): void;
  listen(target: EventTarget, type: string, fn: (e: Event) => void): void {
    target.addEventListener(type, fn);
    this.add(() => target.removeEventListener(type, fn));
  }
  run(): void {
    for (const task of this.tasks.splice(0).reverse()) {
      try {
        task();
      } catch {
        // one failing task must not keep the others from running
      }
    }
  }
}

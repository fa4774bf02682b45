/** The catalogue's `blank` route: the coming-soon page itself. */
export { default } from './coming-soon.tsx';

/**
 * The console's permission table lives in the contracts (packages/contracts/src/console-access.ts) so that the
 * console app shows a role only what it may use; the server enforces it here (guard.ts).
 */
export {
  accessOf,
  CONSOLE_ACCESS,
  type ConsoleAccess,
  type ConsoleCallName,
  roleMay,
} from '@course/contracts/console-access';

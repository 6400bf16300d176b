/**
 * lib/use-tasks.ts for the admin screens: a failure is said in the server's words when it has some
 * (adminErrorMessage).
 */
import { useConfirmedAction, useTasks } from '../../lib/use-tasks';
import { adminErrorMessage } from './admin-errors';

export const useAdminTasks = <K extends string = string>() => useTasks<K>(adminErrorMessage);

export const useAdminConfirmedAction = <T = true>() => useConfirmedAction<T>(adminErrorMessage);

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleApi } from '#shared/api/console';
import { callOf, consoleCall } from '../api';
import { consoleKeys } from '../query-keys';

export const schoolsQuery = () => queryOptions({ queryKey: consoleKeys.schools.list(), queryFn: () => consoleCall(consoleApi.listSchools) });

/** The classes of the school opened (none while none is). */
export const schoolClassesQuery = (id: number | null) =>
  queryOptions({ queryKey: consoleKeys.schools.classes(id), queryFn: () => consoleCall(consoleApi.getSchoolClasses, { id: id! }), enabled: id !== null });

export function useCreateSchool() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: callOf(consoleApi.createSchool), onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.schools.list() }) });
}

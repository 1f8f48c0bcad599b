import { useQuery } from '@tanstack/react-query';
import { schoolInfoQuery } from './queries';

/** The school as the server tells this user (4003 for someone not on a school's staff). */
export function useSchoolInfo() {
  return useQuery(schoolInfoQuery);
}

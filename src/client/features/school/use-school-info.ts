import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiCode } from '#shared/api/envelope';
import { ApiCallError } from '#client/lib/api-client';
import { markSchoolStaff } from '#client/lib/school-staff-mark';
import { useUserInfo } from '#client/session/user';
import { schoolInfoQuery } from './queries';

/** The school as the server tells this user; it also keeps (or drops) the mark that shows the header's 学校管理. */
export function useSchoolInfo() {
  const { data: user } = useUserInfo();
  const query = useQuery(schoolInfoQuery);
  const refused = query.error instanceof ApiCallError && query.error.code === ApiCode.FORBIDDEN;
  const userId = user?.id;
  const known = query.data !== undefined;
  useEffect(() => {
    if (userId !== undefined && (known || refused)) markSchoolStaff(userId, known);
  }, [userId, known, refused]);
  return query;
}

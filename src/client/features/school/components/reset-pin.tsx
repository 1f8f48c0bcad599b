import { type ClassRoster, schoolApi } from '#client/contracts/school.gen';
import { showAlert } from '#client/components/dialog/dialog-store';
import { callApi } from '#client/lib/api-client';
import { queryClient } from '#client/lib/query-client';
import { classRosterQuery } from '../queries';
import { Modal } from './modal';
import styles from './class.module.css';

type Student = ClassRoster['students'][number];
export interface NewPin {
  name: string;
  studentNo: string;
  pin: string;
}

/** 重置密码: asks first; the old PIN stops working at once. Resolves with the new PIN, or null. */
export async function resetPin(classId: number, student: Student): Promise<NewPin | null> {
  const confirmed = await showAlert({
    title: `重置${student.name}的登录密码？`,
    content: `将为${student.name}（学号 ${student.studentNo}）生成新的6位数字密码，原来的密码和已打印的登录卡立即失效。`,
    hasCancel: true,
    confirmText: '重置',
  });
  if (!confirmed) return null;
  try {
    const { pin } = await callApi(schoolApi.resetPin, { studentId: student.id });
    await queryClient.invalidateQueries({ queryKey: classRosterQuery(classId).queryKey });
    return { name: student.name, studentNo: student.studentNo, pin };
  } catch {
    return null;
  }
}

export function NewPinDialog({ pin, onClose }: { pin: NewPin; onClose: () => void }) {
  return (
    <Modal title="新的登录密码" onClose={onClose}>
      <p className={styles.newPinLead}>
        {pin.name}（学号 {pin.studentNo}）的新登录密码：
      </p>
      <p className={styles.newPin} data-testid="new-pin">
        {pin.pin}
      </p>
      <p className={styles.newPinHint}>请告诉这名学生，或重新打印TA的登录卡。以后也可以在名单中点「••••••」查看。</p>
    </Modal>
  );
}

import { showAlert } from '#client/components/dialog/dialog-store';
import { toast } from '#client/lib/toast-store';
import { failureText } from '../api';

export const failed = (error: unknown) => toast.error(failureText(error, '操作失败，请稍后再试'));

/** A password shown once, to hand over in person or by phone. */
export const showPassword = (who: string, password: string) =>
  showAlert({ title: '初始密码只显示这一次', content: `${who}的初始密码：${password}\n请当面或电话转交，登录后请立即修改。` });

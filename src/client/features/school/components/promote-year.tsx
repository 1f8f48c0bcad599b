import { useState } from 'react';
import { type SchoolInfo, schoolApi } from '#client/contracts/school.gen';
import { schoolYearName } from '#shared/school/grades';
import { Button } from '#client/components/button/throttled-button';
import { showAlert } from '#client/components/dialog/dialog-store';
import { ApiCode } from '#shared/api/envelope';
import { ApiCallError, callApi } from '#client/lib/api-client';
import { refreshSchool } from '../queries';
import common from './school.module.css';

/** 年终升级: every class up one grade, 高三 graduates; sent with the year shown, so a second click cannot promote twice. */
export function PromoteYear({ info }: { info: SchoolInfo }) {
  const [busy, setBusy] = useState(false);
  const next = schoolYearName(info.schoolYear + 1);
  const seniors = info.classes.filter((c) => c.grade === 12);
  const promote = async () => {
    const confirmed = await showAlert({
      title: `升级到${next}？`,
      content: [
        `将把学校从${info.schoolYearName}升级到${next}：`,
        `· 全部 ${info.classes.length} 个班级各升一个年级（初一→初二、初三→高一……），学生和任课教师跟着班级走；`,
        seniors.length
          ? `· ${seniors.length} 个高三班级（${seniors.map((c) => c.label).join('、')}）的学生毕业，这些班级不再出现在班级列表中；`
          : '· 高三班级的学生毕业，这些班级不再出现在班级列表中；',
        '· 学生的账号、登录密码（PIN）和全部测评结果都会保留。',
        '升级后不能撤销。请在本学年的测评全部结束后再升级。',
      ].join('\n'),
      hasCancel: true,
      cancelText: '再想想',
      confirmText: '确认升级',
      checkbox: { label: '我已确认本学年的测评已经结束', required: true },
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      const result = await callApi(schoolApi.promoteYear, { from: info.schoolYear });
      await refreshSchool();
      await showAlert({
        title: '升级完成',
        content: `现在是${schoolYearName(result.schoolYear)}。${result.classes} 个班级已升入下一个年级${result.graduated ? `，${result.graduated} 名高三学生已毕业` : ''}。`,
        hasCancel: false,
        confirmText: '知道了',
      });
    } catch (error) {
      // 4009: the year moved on meanwhile (another administrator, another tab): show the school as it is now.
      if (error instanceof ApiCallError && error.code === ApiCode.CONFLICT) await refreshSchool();
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={common.section} aria-labelledby="promote-year">
      <h2 id="promote-year" className={common.sectionTitle}>
        年终升级
      </h2>
      <p className={common.lead}>学年结束时使用：全部班级升一个年级，高三学生毕业，测评结果全部保留。当前是{info.schoolYearName}。</p>
      <Button type="button" className={`btn ${common.dangerButton}`} disabled={busy} onClick={() => void promote()}>
        {busy ? '正在升级…' : `升级到${next}`}
      </Button>
    </section>
  );
}

import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { type RosterPreview, schoolApi } from '#client/contracts/school.gen';
import type { RosterRow } from '#shared/school/roster';
import { showAlert } from '#client/components/dialog/dialog-store';
import { callApi } from '#client/lib/api-client';
import { refreshRosters, refreshSchool } from '../queries';
import { readRosterFile } from '../roster-file/read-roster-file';
import { RosterFilePicker } from './roster-file-picker';
import { RosterPreviewTable } from './roster-preview-table';
import { SchoolGate } from './school-gate';
import { SchoolPage } from './school-page';
import { TemplateDownloads } from './template-downloads';
import common from './school.module.css';
import styles from './import.module.css';

const crumbs = [{ label: '学校管理', to: '/school' }];

type Step =
  | { kind: 'choose' }
  | { kind: 'busy'; fileName: string; doing: string }
  | { kind: 'fileProblems'; fileName: string; problems: string[] }
  | { kind: 'preview'; fileName: string; rows: RosterRow[]; preview: RosterPreview }
  | { kind: 'done'; fileName: string; result: RosterPreview };

/**
 * /school/import (administrators): the file is read in the browser, the server checks every row
 * against the school (preview), and only a list without problems can be imported.
 */
export function ImportPage() {
  const [step, setStep] = useState<Step>({ kind: 'choose' });

  const choose = async (file: File) => {
    setStep({ kind: 'busy', fileName: file.name, doing: '正在读取文件…' });
    const { rows, fileProblems } = await readRosterFile(file);
    if (fileProblems.length) return setStep({ kind: 'fileProblems', fileName: file.name, problems: fileProblems });
    setStep({ kind: 'busy', fileName: file.name, doing: `正在检查 ${rows.length} 名学生…` });
    try {
      const preview = await callApi(schoolApi.previewRoster, { rows: JSON.stringify(rows) });
      setStep({ kind: 'preview', fileName: file.name, rows, preview });
    } catch {
      setStep({ kind: 'choose' });
    }
  };

  const importRows = async (fileName: string, rows: RosterRow[], preview: RosterPreview) => {
    const { create, update } = preview.counts;
    const confirmed = await showAlert({
      title: '确认导入？',
      content: `将新增 ${create} 名学生${update ? `，更新 ${update} 名学生的信息（按学号对应）` : ''}。新学生会自动生成6位数字登录密码（PIN），导入后可在班级页面打印登录卡。`,
      hasCancel: true,
      confirmText: '确认导入',
    });
    if (!confirmed) return;
    setStep({ kind: 'busy', fileName, doing: '正在导入…' });
    try {
      const result = await callApi(schoolApi.importRoster, { rows: JSON.stringify(rows) });
      await Promise.all([refreshSchool(), refreshRosters()]);
      setStep({ kind: 'done', fileName, result });
    } catch {
      setStep({ kind: 'preview', fileName, rows, preview });
    }
  };

  return (
    <SchoolGate title="导入学生名单" crumbs={crumbs} admin>
      {(info) => (
        <SchoolPage title="导入学生名单" subtitle={`${info.school.name} · ${info.schoolYearName}`} crumbs={crumbs}>
          <section className={common.section} aria-labelledby="import-steps">
            <h2 id="import-steps" className={common.sectionTitle}>
              第一步：准备名单
            </h2>
            <p className={common.lead}>
              用 Excel 或 WPS
              按模板填写，每行一名学生。必填：姓名、学号、年级、班级；可填：性别、出生年月（未满14周岁或未填出生年月的学生，需登记监护人同意后测评结果才会上传）。班级须先在「学校管理」中创建。模板第2行是示例，可以保留，导入时会自动跳过。同一学号再次导入会更新该学生的信息，不会重复添加。
            </p>
            <TemplateDownloads />
          </section>
          <section className={common.section} aria-labelledby="import-file">
            <h2 id="import-file" className={common.sectionTitle}>
              第二步：选择名单文件
            </h2>
            <RosterFilePicker busy={step.kind === 'busy'} onFile={(file) => void choose(file)} />
            {step.kind === 'busy' && (
              <p className={styles.status} role="status">
                {step.fileName}：{step.doing}
              </p>
            )}
            {step.kind === 'fileProblems' && (
              <div className={styles.fileProblems} role="alert">
                <p>「{step.fileName}」无法导入：</p>
                <ul>
                  {step.problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              </div>
            )}
          </section>
          {step.kind === 'preview' && (
            <RosterPreviewTable fileName={step.fileName} rows={step.rows} preview={step.preview} onImport={() => void importRows(step.fileName, step.rows, step.preview)} />
          )}
          {step.kind === 'done' && <ImportSummary fileName={step.fileName} result={step.result} onAgain={() => setStep({ kind: 'choose' })} />}
        </SchoolPage>
      )}
    </SchoolGate>
  );
}

function ImportSummary({ fileName, result, onAgain }: { fileName: string; result: RosterPreview; onAgain: () => void }) {
  const { create, update, unchanged } = result.counts;
  return (
    <section className={`${common.section} ${styles.done}`} aria-labelledby="import-done" role="status">
      <h2 id="import-done" className={common.sectionTitle}>
        导入完成
      </h2>
      <p>
        「{fileName}」：新增 <strong>{create}</strong> 名学生，更新 <strong>{update}</strong> 名，<strong>{unchanged}</strong> 名没有变化。
      </p>
      <p className={common.hint}>新学生的6位数字登录密码（PIN）已经生成。请到各班级页面查看名单、登记监护人同意、打印登录卡。</p>
      <div className={styles.doneActions}>
        <Link to="/school" className="btn btn-primary">
          查看班级
        </Link>
        <button type="button" className="btn btn-ghost" onClick={onAgain}>
          继续导入其他名单
        </button>
      </div>
    </section>
  );
}

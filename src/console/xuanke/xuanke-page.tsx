import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { XuankePreview } from '#shared/api/xuanke';
import { formatChinaTime } from '#shared/format/time';
import { IMPORT_COLUMNS, importErrorSummary, packImport } from '#shared/xuanke/import-file';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import { ApiCallError } from '#client/lib/transport';
import { failureText } from '../api';
import { readOfficialFile } from './read-file';
import { PublishForm } from './publish-form';
import { XuankePreviewView } from './xuanke-preview';
import { servedEditionQuery, usePreviewEdition } from './xuanke-data';
import styles from './xuanke-page.module.css';

/** What a chosen file became: its problems (nothing imported), or its rows sent for a preview. */
type Step =
  | { kind: 'idle' }
  | { kind: 'reading'; fileName: string }
  | { kind: 'errors'; fileName: string; summary: string; errors: string[] }
  | { kind: 'previewing'; fileName: string }
  | { kind: 'preview'; fileName: string; rows: string; preview: XuankePreview };

const requiredHeaders = IMPORT_COLUMNS.filter((c) => c.required).map((c) => c.label);

/**
 * 选科数据 (any operator; docs/XUANKE.md, "Importing an edition"): the official per-university file of a
 * new edition, checked row by row in the browser and again on the server, previewed against the edition
 * served now, then published with its name and source. A file with any bad row imports nothing.
 */
export function XuankePage() {
  useDocumentTitle('选科数据');
  const served = useQuery(servedEditionQuery());
  const previewEdition = usePreviewEdition();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [inputKey, setInputKey] = useState(0);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setStep({ kind: 'reading', fileName: file.name });
    const read = await readOfficialFile(file);
    if (!read.ok) {
      setStep({ kind: 'errors', fileName: file.name, summary: importErrorSummary(read), errors: read.errors });
      return;
    }
    const rows = JSON.stringify(packImport(read.rows));
    setStep({ kind: 'previewing', fileName: file.name });
    try {
      const preview = await previewEdition.mutateAsync({ rows });
      setStep({ kind: 'preview', fileName: file.name, rows, preview });
    } catch (error) {
      const listed = error instanceof ApiCallError ? error.fieldErrors.map((e) => e.message) : [];
      setStep({ kind: 'errors', fileName: file.name, summary: failureText(error, '预览失败：网络不可用，请稍后再试'), errors: listed.length > 1 ? listed : [] });
    }
  };

  const edition = served.data?.edition;
  return (
    <section aria-labelledby="xuanke-title" className={styles.page}>
      <h1 id="xuanke-title" className="page-title">
        选科数据
      </h1>
      <p className="page-subtitle" data-testid="xuanke-served">
        {served.error
          ? failureText(served.error, '无法读取现在提供的版本')
          : !served.data
            ? '正在读取现在提供的版本…'
            : edition
              ? `学生端现在使用：${edition.meta.name}（${edition.meta.label}，${formatChinaTime(new Date(edition.publishedAt))} 发布，${edition.table.counts.rows} 行、${edition.table.counts.schools} 所院校）。`
              : '学生端现在使用随应用发布的样本「2027 通用版（样本统计）」：还没有发布过导入的版本。'}
        以目标院校当年公布的选考科目要求为准。
      </p>

      <h2 className={styles.step}>1. 选择考试院公布的文件</h2>
      <p className={styles.help}>
        Excel 工作簿（.xlsx）或 CSV（UTF-8），每行一所院校的一个专业。表头须有 {requiredHeaders.join('、')}
        （院校所在地可选，表头上方可有标题行）；选考科目要求照考试院原文填写，如「物理,化学(2门科目考生均须选考方可报考)」「物理(1门科目考生必须选考方可报考)」「不提科目要求」。有任何一行出错，整个文件都不导入。
      </p>
      <label className={styles.file}>
        选择文件
        <input
          key={inputKey}
          type="file"
          accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
          disabled={step.kind === 'reading' || step.kind === 'previewing'}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
      </label>
      {(step.kind === 'reading' || step.kind === 'previewing') && (
        <p role="status">
          {step.kind === 'reading' ? '正在读取' : '正在统计'}「{step.fileName}」…
        </p>
      )}
      {step.kind === 'errors' && (
        <div role="alert" className={styles.errors}>
          <p>
            <strong>「{step.fileName}」</strong>
            {step.summary}
          </p>
          {step.errors.length > 0 && (
            <ul aria-label="出错的行">
              {step.errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          )}
          <p>请在文件中改正后重新选择。</p>
        </div>
      )}
      {step.kind === 'preview' && (
        <>
          <h2 className={styles.step}>2. 预览「{step.fileName}」</h2>
          <XuankePreviewView preview={step.preview} />
          <h2 className={styles.step}>3. 发布为新版本</h2>
          <PublishForm
            rows={step.rows}
            fileName={step.fileName}
            onPublished={() => {
              setStep({ kind: 'idle' });
              setInputKey((k) => k + 1);
            }}
          />
        </>
      )}
    </section>
  );
}

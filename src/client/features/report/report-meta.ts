import type { AssessmentKey } from '#shared/assessments/types';

export interface ReportMeta {
  /** The report title, also the second half of the download's file name. */
  title: string;
  /** Where a shared link of this report opens (public, no login). */
  sharePath: '/share/hld' | '/share/mbti' | '/share/dyzn';
  resultPath: '/holland/result' | '/mbti/result' | '/midas/result';
  guide: { src: string; alt: string; caption: string };
}

export const reportMeta: Record<AssessmentKey, ReportMeta> = {
  hld: {
    title: '霍兰德职业兴趣测评报告',
    sharePath: '/share/hld',
    resultPath: '/holland/result',
    guide: {
      src: '/images/report/hld-guide.svg',
      alt: '阅读说明图：霍兰德六边形、兴趣代码、一致性和区分度的含义',
      caption: '六边形怎么看？点击放大阅读说明',
    },
  },
  mbti: {
    title: 'MBTI性格测评报告',
    sharePath: '/share/mbti',
    resultPath: '/mbti/result',
    guide: {
      src: '/images/report/mbti-guide.svg',
      alt: '阅读说明图：四个维度、八种偏好与倾向强度的分段',
      caption: '四个维度怎么读？点击放大阅读说明',
    },
  },
  dyzn: {
    title: '多元智能测评报告',
    sharePath: '/share/dyzn',
    resultPath: '/midas/result',
    guide: {
      src: '/images/report/dyzn-guide.svg',
      alt: '阅读说明图：八种智能与四级阶梯（优势、较优势、一般、弱势）',
      caption: '四级阶梯怎么看？点击放大阅读说明',
    },
  },
};

/** The spec's rule: the organisation's report logo is shown only when its string is longer than 50 characters. */
export function hasReportLogo(reportlogo: string | undefined | null): reportlogo is string {
  return typeof reportlogo === 'string' && reportlogo.length > 50;
}

import { caveatOf } from '#shared/assessments/caveat';
import type { AssessmentReport } from '#shared/assessments/exchange-types';
import type { AssessmentKey, HollandType, IntelligenceKey, MbtiDimension, MbtiPole } from '#shared/assessments/types';

/**
 * 「如何支持孩子」: a short section under each report a parent reads (docs/PARENTS.md, "What a parent
 * sees"). Keyed to the child's result — the Holland types sharing first place, the leading
 * intelligences, each MBTI letter that is decided — and, when the result carries a caveat (a flagged
 * sheet, a flat profile), only that: what cannot be relied on and a calm retest, no advice read from it.
 * Every text says what it may mean (never what the child is), one thing to ask and one to do this week.
 */

export interface SupportTip {
  /** What the tip is keyed to: 研究型, 语言智能, 内向（I）. */
  title: string;
  /** What the result may mean, in words that do not decide for the child. */
  meaning: string;
  /** A question to ask the child, in the parent's own voice. */
  ask: string;
  /** One concrete thing to do together this week. */
  doThisWeek: string;
}

export interface ParentSupport {
  intro: string;
  /** A flagged or flat result: this replaces the tips. */
  caveat: SupportTip | null;
  tips: SupportTip[];
  /** Plain notes on what this result leaves open (close scores, undecided letters). */
  notes: string[];
  closing: string;
}

type Tip = Omit<SupportTip, 'title'>;

export const SUPPORT_INTRO =
  '下面的建议是根据孩子这次的测评结果写给家长的。测评只反映孩子现在怎样描述自己，兴趣和能力都会随经历变化。请把它当作了解孩子、和孩子聊天的起点，而不是给孩子贴标签，更不要据此替孩子做决定。';

export const SUPPORT_CLOSING = '和孩子聊的时候，多问、多听、少评价。孩子暂时不想聊也没关系，换个轻松的时间再说；您愿意听，本身就是最好的支持。';

export const hollandTips: Record<HollandType, Tip> = {
  R: {
    meaning: '动手做事、摆弄工具、做出看得见摸得着的成果，可能最能吸引孩子。这样的孩子常常在“做”中学得最好，光坐着听讲不一定是他最舒服的学习方式。',
    ask: '“最近哪件事是你亲手做成、自己也挺满意的？做的时候哪一步最有意思？”',
    doThisWeek: '找一件家里真正需要做的小活儿，比如修个小东西、组装家具、做一顿饭或照料植物，请孩子来主导，您只当助手，做完一起看看成果。',
  },
  I: {
    meaning: '好奇、爱问“为什么”、愿意花时间琢磨一个问题，可能是孩子这次最突出的兴趣。这样的孩子往往需要一些不被打扰、可以钻进去想的时间。',
    ask: '“最近有没有哪个问题让你特别想弄明白？你是怎么去找答案的？”',
    doThisWeek: '就孩子好奇的一个问题，陪他一起查资料、看一段科普视频或去一次科技馆。重点是听他讲，而不是急着给出答案。',
  },
  A: {
    meaning: '用文字、画面、音乐、表演或设计来表达自己，可能是孩子这次最看重的事。这样的孩子通常需要一些自由发挥的空间，也很在意自己的作品被认真看待。',
    ask: '“你最近做的哪件作品，一幅画、一段文字或者一首曲子，是你自己最喜欢的？为什么？”',
    doThisWeek: '请孩子给您看或讲讲他的一件作品，先具体说出您喜欢的地方，不急着提修改意见；有机会的话，一起去看一次展览或演出。',
  },
  S: {
    meaning: '帮助别人、和人合作、让身边的人过得更好，可能最能让孩子感到有意义。这样的孩子常常很在意关系和气氛，也愿意为别人花时间。',
    ask: '“最近有没有哪次你帮了同学或别人，自己也觉得挺开心的？当时发生了什么？”',
    doThisWeek: '和孩子一起做一件帮助别人的小事，比如陪家里的老人、参加一次社区志愿活动，或者请孩子教您一样他会而您不会的东西。',
  },
  E: {
    meaning: '组织活动、说服别人、带头拿主意，可能是孩子这次最感兴趣的方向。这样的孩子往往喜欢有挑战、能看到结果的事，也愿意为目标去争取。',
    ask: '“在班级或社团里，你最喜欢负责哪类事情？有没有哪次是你把大家组织起来的？”',
    doThisWeek: '把一件家庭小事交给孩子来策划和拍板，比如周末出行的路线和预算，您按他的计划执行，结束后一起聊聊哪里顺利、哪里可以改进。',
  },
  C: {
    meaning: '有条理、按计划做事、把信息整理清楚，可能让孩子感到踏实和有把握。这样的孩子做事细致可靠，也常常喜欢事先知道要求和步骤。',
    ask: '“你平时是怎么安排作业和时间的？哪种安排方式让你觉得最轻松？”',
    doThisWeek: '请孩子帮家里整理一样东西，比如相册、书架、一个月的家庭开支或下周的日程，然后真的用上他整理的成果，并告诉他帮了什么忙。',
  },
};

export const intelligenceTips: Record<IntelligenceKey, Tip> = {
  linguistic: {
    meaning: '孩子对自己在阅读、写作和表达方面的评价比较高，可能喜欢用语言来思考和交流。',
    ask: '“最近读到的哪本书、哪篇文章或者哪句话，让你印象最深？”',
    doThisWeek: '和孩子互相推荐一本书或一篇文章，找个饭后的时间，各自讲讲读完的想法。',
  },
  logical: {
    meaning: '孩子对自己在推理、计算和找规律方面的评价比较高，可能享受把问题想清楚的过程。',
    ask: '“最近有没有哪道题或者哪个问题，是你自己想出办法解决的？讲给我听听？”',
    doThisWeek: '一起玩一个需要推理的游戏，比如棋类、数独或解谜；或者请孩子帮忙算一件家里的实际事情，比如比较两种话费套餐哪个更划算。',
  },
  spatial: {
    meaning: '孩子对自己在想象画面、看懂图形和地图、设计和搭建方面的评价比较高。',
    ask: '“如果让你重新设计你的房间或者学校里的某个地方，你会怎么改？”',
    doThisWeek: '出门时请孩子看地图带路，或者一起拼一个模型、画一张房间的布置图。',
  },
  bodily: {
    meaning: '孩子对自己在运动、手工、表演这些需要身体协调的事情上的评价比较高，可能在动起来的时候学得最好。',
    ask: '“哪项运动或者哪种手上的活儿，你做的时候会忘了时间？”',
    doThisWeek: '和孩子一起运动一次，或者一起做一件需要手巧的事，比如做饭、修自行车或做手工。',
  },
  musical: {
    meaning: '孩子对自己在感受节奏、旋律和声音方面的评价比较高，音乐可能是他表达和放松的重要方式。',
    ask: '“你最近常听哪首歌？它哪里打动你？”',
    doThisWeek: '请孩子给您分享几首他喜欢的音乐，认真听完再聊；条件允许的话，一起去听一场现场演出。',
  },
  interpersonal: {
    meaning: '孩子对自己在理解别人、和人合作、协调关系方面的评价比较高。',
    ask: '“你觉得自己在朋友中常常是什么角色？大家遇到事会找你吗？”',
    doThisWeek: '请孩子为一件和人打交道的家庭小事出主意，比如给亲戚挑礼物或安排一次聚会，认真听他的想法，并尽量采纳一部分。',
  },
  intrapersonal: {
    meaning: '孩子对自己在了解自己、反思和独立规划方面的评价比较高，可能需要一些独处和想事情的时间。',
    ask: '“最近有没有什么事，让你对自己有了新的认识？”',
    doThisWeek: '给孩子留出一段不被打扰的独处时间；如果他愿意，聊聊他给自己定的一个小目标，问问需要您帮什么忙。',
  },
  naturalist: {
    meaning: '孩子对自己在观察动植物、天气和环境，以及给事物分类方面的评价比较高。',
    ask: '“你最近注意到身边的自然有什么有意思的变化吗？”',
    doThisWeek: '一起去公园、郊外或植物园走一走，请孩子当向导，给您讲讲他认识的植物、动物或天气现象。',
  },
};

export const mbtiPoleTips: Record<MbtiPole, Tip> = {
  E: {
    meaning: '孩子可能更容易在和别人交流、一起行动中获得精力，很多想法是边说边想清楚的。这说的是习惯，不是能力高低。',
    ask: '“和谁一起做事的时候，你觉得最带劲？”',
    doThisWeek: '商量事情时给孩子把想法说出来的机会，先别急着打断或纠正；也可以邀请他的朋友来家里，或者一起出去走走。',
  },
  I: {
    meaning: '孩子可能更容易在独处和安静中恢复精力，习惯想清楚了再说。这说的是习惯，不是能力高低，也不等于不合群。',
    ask: '“什么时候、在哪里，你觉得最能静下心来？”',
    doThisWeek: '问孩子问题后多等一会儿，不催他马上回答；保证他每天有一段安静的个人时间。',
  },
  S: {
    meaning: '孩子可能更关注具体的事实、细节和亲身经验，喜欢一步一步、看得见的学习方式。',
    ask: '“上课时你最喜欢哪种学法：动手做、看例子，还是听老师讲？”',
    doThisWeek: '和孩子讲道理时多举具体的例子、讲亲身经历；有机会带他去实地看看他感兴趣的地方或行业。',
  },
  N: {
    meaning: '孩子可能更关注可能性、整体和将来，喜欢新点子和“如果……会怎样”的问题。',
    ask: '“如果不考虑任何限制，你最想做一件什么样的事？”',
    doThisWeek: '认真听完孩子看似天马行空的想法，再一起讨论怎么一步步实现；找个时间聊一个“如果……会怎样”的话题。',
  },
  T: {
    meaning: '孩子做决定时可能更看重道理、逻辑和公平，希望别人把理由讲清楚。',
    ask: '“你做这个决定时，主要考虑了哪些理由？”',
    doThisWeek: '和孩子商量事情时把您的理由和利弊摆出来；可以一起为一个小决定列一张利弊清单。',
  },
  F: {
    meaning: '孩子做决定时可能更看重感受、关系和自己在意的价值，很在乎身边人的心情。',
    ask: '“这件事里，你最在意的是什么？”',
    doThisWeek: '遇到事先回应孩子的感受，再谈道理；找个机会具体地肯定他为别人着想的一件事。',
  },
  J: {
    meaning: '孩子可能更喜欢有计划、早点定下来、按步骤完成，安排突然改变时容易不舒服。',
    ask: '“你喜欢提前把事情安排好吗？计划被打乱的时候你会怎么办？”',
    doThisWeek: '家里的安排有变化时尽量早点告诉孩子；请他做一份周末计划，您帮他一起执行。',
  },
  P: {
    meaning: '孩子可能更喜欢保持灵活、边做边调整，对新情况比较开放，不太喜欢被规定死每一步。',
    ask: '“你是习惯慢慢做，还是到最后冲刺？哪种方式你做得更好？”',
    doThisWeek: '给孩子留一些可以自己安排的弹性时间；和他一起把一件大任务拆成几个小步骤，但让他自己决定先做哪一步。',
  },
};

const poleLabel: Record<MbtiPole, string> = { E: '外向', I: '内向', S: '实感', N: '直觉', T: '思考', F: '情感', J: '判断', P: '知觉' };

/** An MBTI dimension whose letter is not decided: said plainly, no advice read from it. */
export const undecidedDimension: Record<MbtiDimension, string> = {
  EI: '外向和内向这一方面，孩子两种倾向的得分很接近，还不能确定。多看看他在不同场合的表现就好，不必替他下结论。',
  SN: '实感和直觉这一方面，孩子两种倾向的得分很接近，还不能确定。他可能两种方式都会用，这很正常。',
  TF: '思考和情感这一方面，孩子两种倾向的得分很接近，还不能确定。他做决定时可能既讲道理也看感受。',
  JP: '判断和知觉这一方面，孩子两种倾向的得分很接近，还不能确定。他可能有时喜欢计划，有时喜欢灵活。',
};

const FLAGGED: Tip = {
  meaning:
    '系统发现这次的作答可能没有反映孩子平时的想法，比如答得特别快，或者很多题选了同一个答案。这不说明孩子态度有问题：他也许当时累了、被打断了，或者对题目拿不准。这份结果暂时不能说明孩子是怎样的人，请不要据此下结论或做选择。',
  ask: '可以轻松地问一句：“那天做测评时是什么情况？要不要找个安静的时候再做一次？”语气平常就好，不要追问或责备。',
  doThisWeek: '帮孩子找一段安静、不赶时间的半小时，让他按自己的真实想法重新做一次。您不必在旁边盯着，新结果出来后也不用评判它“对不对”。',
};

const FLAT_WHAT: Record<AssessmentKey, string> = {
  hld: '六种兴趣',
  dyzn: '八种智能',
  mbti: '性格的四个方面',
};

function flatTip(key: AssessmentKey): Tip {
  return {
    meaning: `孩子这次${FLAT_WHAT[key]}的得分都很接近，还看不出哪一项明显突出。这在初中和高中很常见，不代表孩子“没兴趣”或“没特长”，只是还在探索中。请不要从这份结果里挑一项当作结论。`,
    ask: '“最近做什么事的时候，你觉得时间过得特别快？”',
    doThisWeek: '鼓励孩子尝试一件以前没做过的活动，事后聊聊感受；过几个月，再请他安静地做一次测评，看看有没有变化。',
  };
}

const HOLLAND_NAME: Record<HollandType, string> = { R: '现实型', I: '研究型', A: '艺术型', S: '社会型', E: '企业型', C: '常规型' };

/** At most this many tips under one report: a parent reads a short section. */
const MAX_TIPS = 3;

function hollandSupport(report: AssessmentReport['hld']): Pick<ParentSupport, 'tips' | 'notes'> {
  const leaders = report.leaders.map((l) => l.type);
  const notes = leaders.length > 1 ? [`${leaders.map((t) => HOLLAND_NAME[t]).join('、')}的得分很接近，可以看作同样重要，不必替孩子分出先后。`] : [];
  if (leaders.length > MAX_TIPS) notes.push(`得分接近的兴趣较多，下面只列出前${MAX_TIPS}种。`);
  return { tips: leaders.slice(0, MAX_TIPS).map((type) => ({ title: HOLLAND_NAME[type], ...hollandTips[type] })), notes };
}

function dyznSupport(report: AssessmentReport['dyzn']): Pick<ParentSupport, 'tips' | 'notes'> {
  const strong = report.result_description.find((group) => group.level === 'advantage')?.list ?? [];
  const relative = strong.length ? [] : (report.result_description.find((group) => group.level === 'comparative')?.list ?? []);
  const shown = [...(strong.length ? strong : relative)].sort((a, b) => a.rank - b.rank);
  const notes = strong.length
    ? []
    : ['孩子这次对自己各方面的评价整体偏低。下面说的“较强”，只是和他自己的其他几项相比。自我评价常常受心情和自信心影响，多鼓励、多给他尝试的机会，比结果本身更重要。'];
  if (shown.length > MAX_TIPS) notes.push(`得分接近的智能较多，下面只列出前${MAX_TIPS}种。`);
  return { tips: shown.slice(0, MAX_TIPS).map((item) => ({ title: item.name, ...intelligenceTips[item.key] })), notes };
}

function mbtiSupport(report: AssessmentReport['mbti']): Pick<ParentSupport, 'tips' | 'notes'> {
  return {
    tips: report.dimensions.filter((d) => !d.undecided).map((d) => ({ title: `${poleLabel[d.preferred]}（${d.preferred}）`, ...mbtiPoleTips[d.preferred] })),
    notes: report.dimensions.filter((d) => d.undecided).map((d) => undecidedDimension[d.dimension]),
  };
}

/** The section under one report: keyed to its result, or to its caveat only. */
export function parentSupportOf<K extends AssessmentKey>(key: K, report: AssessmentReport[K], quality: { flagged: boolean } | null | undefined): ParentSupport {
  const caveat = caveatOf(key, report, quality);
  if (caveat) {
    const tip = caveat.kind === 'flagged' ? FLAGGED : flatTip(key);
    return { intro: SUPPORT_INTRO, caveat: { title: caveat.title, ...tip }, tips: [], notes: [], closing: SUPPORT_CLOSING };
  }
  const body =
    key === 'hld'
      ? hollandSupport(report as AssessmentReport['hld'])
      : key === 'dyzn'
        ? dyznSupport(report as AssessmentReport['dyzn'])
        : mbtiSupport(report as AssessmentReport['mbti']);
  return { intro: SUPPORT_INTRO, caveat: null, ...body, closing: SUPPORT_CLOSING };
}

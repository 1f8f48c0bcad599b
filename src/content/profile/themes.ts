import type { HollandType, IntelligenceKey, MbtiPole } from '#shared/assessments/types';

/**
 * The plain words of the 生涯画像 (docs/PROFILE.md): what each interest type, intelligence and
 * personality letter means in a student's day, and what to try next. Written by the project.
 */

/** 「你最喜欢…」 */
export const interestThemes: Record<HollandType, string> = {
  R: '动手做东西，摆弄工具、机器和实物',
  I: '探究事物的原理，琢磨难题',
  A: '创作和表达，做与众不同的东西',
  S: '帮助、教导和照顾别人',
  E: '组织活动，说服和带领别人',
  C: '有条理地整理和处理信息',
};

/** 「你觉得自己擅长…」 */
export const intelligenceThemes: Record<IntelligenceKey, string> = {
  linguistic: '用语言和文字表达',
  logical: '推理、计算和找规律',
  spatial: '想象空间、画图和看懂图形',
  bodily: '用身体和双手完成动作',
  musical: '感受节奏和旋律',
  interpersonal: '理解别人、和人合作',
  intrapersonal: '了解自己、独立思考',
  naturalist: '观察动植物和自然现象',
};

/** 「你更可能…」, one clause per letter. */
export const mbtiThemes: Record<MbtiPole, string> = {
  E: '在和别人交流中获得能量',
  I: '在独处和安静思考中恢复精力',
  S: '留意具体的事实和经验',
  N: '留意可能性和事物之间的联系',
  T: '做决定时更看重逻辑和原则',
  F: '做决定时更看重感受和人际关系',
  J: '喜欢提前计划、按部就班',
  P: '喜欢保持灵活、随机应变',
};

/** What to try next, by the student's main interest type: an activity, a course, a question for a teacher. */
export const nextSteps: Record<HollandType, { activity: string; course: string; ask: string }> = {
  R: {
    activity: '参加一次创客、机器人或劳动实践活动，看看自己动手时是否投入',
    course: '通用技术、信息技术和物理实验课',
    ask: '问问物理或通用技术老师：工科专业的学生平时都在做什么？',
  },
  I: {
    activity: '选一个感兴趣的问题做一次小课题或科学探究，记录过程',
    course: '数学、物理、化学、生物中你最愿意多花时间的一门',
    ask: '问问学科老师：想读理科或医学类专业，高中阶段最该打好哪些基础？',
  },
  A: {
    activity: '参加一个文学社、美术、音乐或戏剧社团，完成一件自己的作品',
    course: '语文写作、美术和音乐鉴赏课',
    ask: '问问美术或语文老师：艺术类和文学类专业的招生和学习有什么不同？',
  },
  S: {
    activity: '参加一次志愿服务或当一次小老师，看看帮助别人时自己的感受',
    course: '思想政治、心理健康课和班级事务',
    ask: '问问班主任或心理老师：教育、医学和社会工作类专业适合什么样的人？',
  },
  E: {
    activity: '组织一次班级或社团活动，从策划到总结都自己负责',
    course: '思想政治中的经济与社会部分、演讲与辩论',
    ask: '问问老师或家长：管理、法学和经济类专业毕业后都做什么工作？',
  },
  C: {
    activity: '帮班级或社团管理一次账目、物品或资料，试着把它整理得清清楚楚',
    course: '数学、信息技术中的数据处理',
    ask: '问问数学或信息技术老师：统计、会计、信息管理类专业学些什么？',
  },
};

import type { DyznInstrument } from '#shared/assessments/types';

/**
 * 多元智能自评量表（dyzn）2026.2 版。2026.1 版保留在 ./questions.ts，用它作答的结果仍由它计分。
 *
 * 与 2026.1 相比的改动（议题"Trustworthy results"）：
 * - 改写最弱的 10 题（18、31、33、37、38、43、44、49、56、60）：每题只描述一种行为；能力题写成
 *   "我能把 X 做好"并给出具体标准（如"练三四次""只讲一遍，同学听完就能复述"）；去掉学校提倡的品德或
 *   习惯（如"每周主动运动""先听完对方的理由""垃圾分类"）；不再假设学生有手机、出门旅行或自己用现金
 *   买东西（如 18 题原来要心算付钱、找钱）。
 * - 改写预设机会的 8 题（4、11、32、36、37、43、58、65）：原题要有游泳、平衡木、组装套件、养植物、
 *   编程、行李箱、发消息的机会才能答"像我"，没机会的学生会被算成能力弱；现改用每个学生都有的情境
 *   （体育课、音乐课、美术课或劳动课、教室、校园和小区）。
 * - 其余 56 题与 2026.1 字字相同。题号不变：同一题或同一智能上的改写沿用原题号，仍为 1..72。
 * - 新增 4 对设计好的一致性检验题（consistencyPairs），每对是同一智能、同一能力在不同具体情境下的
 *   近义表述，认真作答的学生两题评分最多相差一档：17/33（读后概括要点）、34/58（发现推理中错的一步）、
 *   20/60（手上精细动作稳而准）、6/38（看出别人没说出口的情绪）。每对在题序中至少相隔 20 题。
 * - 题序：2026.1 按 8 种智能严格轮流排列，于是有规律的乱答（如高低交替）会得出极端而无意义的剖面。
 *   数组顺序就是显示顺序，现为固定的打乱顺序，没有周期结构。
 *
 * 题序的产生（带种子的搜索，脚本不随应用发布）：先用模拟退火（mulberry32 伪随机数，种子 21，
 * 60 万步 × 2 阶段）在"每个位置属于哪种智能"的 72 位序列上搜索，第一阶段使周期 2..8 的任意 0/3 周期
 * 作答模式下 8 项得分（0-100）的最大差值最小，第二阶段在不让该差值变大的前提下压低 1..12 步滞后上同种
 * 智能相遇的比例；再用同一种子在每种智能内部打乱题号，直到每对一致性检验题相隔至少 24 个位置。
 * 结果：任一周期 2..8 的模式下得分最大差值为 22.2 分（2 题之差；周期 7 时 2 题已是下限），滞后 1..12
 * 上同种智能相遇比例最大为 8/61 ≈ 0.131（随机排列约为 0.113）。这些标准由 questions-2026-2.test.ts 检验。
 *
 * 原创题目，不取自也不翻译自 MIDAS 或任何商业量表。所有题目都是正向计分：选项分值 0-3。
 */
export const dyznInstrumentV2: DyznInstrument = {
  id: 'dyzn',
  version: '2026.2',
  consistencyPairs: [
    [17, 33],
    [34, 58],
    [20, 60],
    [6, 38],
  ],
  options: [
    { name: '完全不像我', value: 0 },
    { name: '有点像我', value: 1 },
    { name: '比较像我', value: 2 },
    { name: '非常像我', value: 3 },
  ],
  items: [
    { id: 5, intelligence: 'musical', name: '一首新歌听几遍，我就能把旋律哼出来。' },
    { id: 38, intelligence: 'interpersonal', name: '上课时身边的同学遇到难题、心里着急，即使他不说，我也能从表情和动作看出来。' },
    { id: 4, intelligence: 'bodily', name: '体育课上学一个新动作（比如前滚翻、运球、立定跳远），我练三四次就能做得基本标准。' },
    { id: 40, intelligence: 'naturalist', name: '我能把收集来的树叶、石头或贝壳按它们的特点分类。' },
    { id: 12, intelligence: 'bodily', name: '体育课打球时，我能比较好地控制球的方向和力度。' },
    { id: 57, intelligence: 'linguistic', name: '背诵课文或古诗时，我能比较快地记下来。' },
    { id: 70, intelligence: 'interpersonal', name: '我能说服别人接受一个好主意，而且让对方感觉很舒服。' },
    { id: 50, intelligence: 'logical', name: '看到统计图或表格时，我能看出数据是怎样变化的。' },
    { id: 11, intelligence: 'spatial', name: '美术课或劳动课上照着步骤图做立体手工时，我看图就知道下一步该怎么拼、怎么折，不用老师再示范。' },
    { id: 47, intelligence: 'intrapersonal', name: '做决定之前，我会想一想这是不是自己真正想要的。' },
    { id: 1, intelligence: 'linguistic', name: '同学请我帮忙看作文时，我能指出哪些句子读起来不通顺。' },
    { id: 16, intelligence: 'naturalist', name: '我会注意到季节变化带来的小细节，比如树叶变色、候鸟飞来。' },
    { id: 42, intelligence: 'logical', name: '做科学实验时，我能根据实验结果推出合理的结论。' },
    { id: 21, intelligence: 'musical', name: '听音乐时，我能准确地跟着节拍拍手。' },
    { id: 72, intelligence: 'naturalist', name: '我会观察并记录一种动植物的变化，比如豆子发芽、蚕宝宝长大。' },
    { id: 22, intelligence: 'interpersonal', name: '小组合作时，我能让每个人都分到适合自己的任务。' },
    { id: 37, intelligence: 'musical', name: '音乐课上听乐曲时，中间换成另一种乐器或加进新的乐器，我能马上听出来。' },
    { id: 63, intelligence: 'intrapersonal', name: '身边的人都在做某件事时，我仍然能按自己的判断来选择。' },
    { id: 17, intelligence: 'linguistic', name: '读完一本书，我能用几句话把主要内容讲给别人听。' },
    { id: 59, intelligence: 'spatial', name: '学几何时，我能在脑子里想象出立体图形转动后的样子。' },
    { id: 18, intelligence: 'logical', name: '像 36+47、25×4 这样的计算，我不用纸笔，几秒钟就能在心里算对。' },
    { id: 28, intelligence: 'bodily', name: '看别人示范一套动作后，我能比较准确地模仿出来。' },
    { id: 49, intelligence: 'linguistic', name: '我把一件事的经过讲给同学听，只讲一遍，同学听完就能复述出来。' },
    { id: 43, intelligence: 'spatial', name: '收拾书包时，我能安排好课本和文具的位置，一次就全部装进去，不用拿出来重新摆。' },
    { id: 68, intelligence: 'bodily', name: '跳长绳、接力跑这类需要配合的项目中，我能把握好起跳或交接的时机。' },
    { id: 3, intelligence: 'spatial', name: '去过一次的地方，下次我能自己找到路。' },
    { id: 53, intelligence: 'musical', name: '音乐课上唱歌时，我的音唱得比较准。' },
    { id: 9, intelligence: 'linguistic', name: '写作文时，我能很快找到合适的词语来表达自己的意思。' },
    { id: 31, intelligence: 'intrapersonal', name: '我估计自己写完一项作业要花多长时间，实际用的时间通常和估计的差不多。' },
    { id: 2, intelligence: 'logical', name: '同学问我数学题时，我能一步一步讲清楚解题思路。' },
    { id: 35, intelligence: 'spatial', name: '我能看懂地图或校园平面图，并用它找到要去的地方。' },
    { id: 25, intelligence: 'linguistic', name: '课堂发言时，我能把自己的想法说得清楚、有条理。' },
    { id: 54, intelligence: 'interpersonal', name: '和别人说话时，我能根据对方的反应调整说法，比如对方听不懂时换个例子。' },
    { id: 20, intelligence: 'bodily', name: '做折纸、剪纸、编织或拼装模型时，我的手又巧又稳。' },
    { id: 32, intelligence: 'naturalist', name: '看到校园或小区里的植物长得不好（比如叶子发黄、打蔫），我能判断出大概是缺水、缺光还是别的原因。' },
    { id: 46, intelligence: 'interpersonal', name: '同学遇到烦恼时，常常愿意来找我聊一聊。' },
    { id: 8, intelligence: 'naturalist', name: '我能认出校园或小区里的许多种植物。' },
    { id: 56, intelligence: 'naturalist', name: '看到两种长得很像的树叶、花或小虫子，我能说出至少两处它们不一样的地方。' },
    { id: 34, intelligence: 'logical', name: '听别人讲道理时，我能发现其中前后说不通的地方。' },
    { id: 45, intelligence: 'musical', name: '我常常留意到生活中的声音和节奏，比如雨声、脚步声、钟表声。' },
    { id: 48, intelligence: 'naturalist', name: '出门前，我会看看天空、云和风，判断天气会不会变化。' },
    { id: 52, intelligence: 'bodily', name: '讲故事或表演节目时，我会自然地用手势和表情来表达。' },
    { id: 19, intelligence: 'spatial', name: '玩拼图或七巧板时，我能很快看出每一块该放在哪里。' },
    { id: 36, intelligence: 'bodily', name: '体育课上单脚站立或沿着一条直线踮脚走时，我能稳稳地保持平衡，身体很少晃动。' },
    { id: 65, intelligence: 'linguistic', name: '写通知、留言条这类短文字时，我写得清楚明白，别人看一遍就知道要做什么，不用再来问我。' },
    { id: 30, intelligence: 'interpersonal', name: '到了新班级或新环境，我能比较快地交到朋友。' },
    { id: 67, intelligence: 'spatial', name: '向别人说明一件事时，我会画一张简单的示意图来帮忙。' },
    { id: 24, intelligence: 'naturalist', name: '我能说出一些常见的鸟、昆虫或其他小动物的名字和特点。' },
    { id: 7, intelligence: 'intrapersonal', name: '我清楚自己在哪些科目或事情上比较擅长。' },
    { id: 14, intelligence: 'interpersonal', name: '同学之间闹矛盾时，我能帮他们把话说开、重新和好。' },
    { id: 39, intelligence: 'intrapersonal', name: '心情低落时，我有自己的办法让自己慢慢平静下来。' },
    { id: 10, intelligence: 'logical', name: '遇到没见过的题型，我会先找规律，再想办法解决。' },
    { id: 27, intelligence: 'spatial', name: '画画时，我能把物体的远近和大小比例画得比较准确。' },
    { id: 66, intelligence: 'logical', name: '做完数学题后，我会换一种方法检查答案对不对。' },
    { id: 55, intelligence: 'intrapersonal', name: '我会通过写日记、随笔或安静思考来整理自己的想法。' },
    { id: 44, intelligence: 'bodily', name: '体育课上做折返跑或绕杆跑时，我转身、变向又快又稳，不容易滑倒或碰到杆子。' },
    { id: 41, intelligence: 'linguistic', name: '学到一个新词语后，我会在说话或写作中试着用上它。' },
    { id: 69, intelligence: 'musical', name: '我会自己哼出一段小曲调，或给熟悉的歌编上新歌词。' },
    { id: 62, intelligence: 'interpersonal', name: '我记得住朋友的喜好和重要的日子，比如生日。' },
    { id: 61, intelligence: 'musical', name: '听一首曲子，我能说出它表达的是欢快、平静还是忧伤的心情。' },
    { id: 13, intelligence: 'musical', name: '别人唱歌跑调时，我能马上听出来。' },
    { id: 71, intelligence: 'intrapersonal', name: '我知道自己在什么时间、什么环境下学习效率最高。' },
    { id: 60, intelligence: 'bodily', name: '科学课或劳动课上用镊子、小螺丝刀这类小工具时，我的手又稳又准，很少夹掉东西或拧歪。' },
    { id: 64, intelligence: 'naturalist', name: '在户外，我常常发现别人没注意到的小生物或自然现象。' },
    { id: 26, intelligence: 'logical', name: '玩数独、下棋或推理游戏时，我常常能想到后面好几步。' },
    { id: 33, intelligence: 'linguistic', name: '读完一篇课文或文章，我能用两三句话说出它主要讲了什么。' },
    { id: 58, intelligence: 'logical', name: '同学讲一道题的解法时，如果中间有一步推错了，我能指出错在哪一步。' },
    { id: 15, intelligence: 'intrapersonal', name: '生气或难过时，我能说清楚自己为什么会有这种感受。' },
    { id: 6, intelligence: 'interpersonal', name: '朋友心情不好时，即使对方没说出来，我也能察觉到。' },
    { id: 51, intelligence: 'spatial', name: '做手抄报或海报时，我能把文字和图片排得清楚又好看。' },
    { id: 29, intelligence: 'musical', name: '我能用桌子、杯子、笔等身边的东西敲出好听的节奏。' },
    { id: 23, intelligence: 'intrapersonal', name: '考试或比赛结束后，我会回想哪里做得好、哪里需要改进。' },
  ],
};

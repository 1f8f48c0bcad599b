/**
 * Common weak passwords (6-16 characters, lowercase) drawn from public breach
 * statistics for Chinese and international users. Meant to be checked against
 * the lowercased password when one is set or changed, refusing a match.
 */
const list: readonly string[] = [
  // Digit sequences and repeats
  '123456', '123456789', '12345678', '1234567', '1234567890', '0123456789', '12345678910', '123123',
  '123123123', '123321', '654321', '987654321', '9876543210', '87654321', '7654321', '987654',
  '12344321', '1234554321', '12341234', '123456123456', '112233', '11223344', '112233445566', '121212',
  '12121212', '123654', '123654789', '123789', '321321', '456456', '456789', '456123',
  '789456', '789456123', '789789', '147258', '147258369', '147852', '147852369', '147896325',
  '159357', '159753', '159159', '147147', '258258', '369369', '741852', '741852963',
  '963852741', '369258147', '321654', '100200', '102030', '010203', '101010', '202020',
  '520520', '131313',
  // Repeated digits
  '111111', '000000', '666666', '888888', '999999', '555555', '222222', '333333',
  '444444', '777777', '7777777', '11111111', '00000000', '88888888', '66666666', '99999999',
  '1111111', '111111111', '0000000', '111222',
  // Chinese numeric love and luck codes
  '5201314', '1314520', '520131', '5211314', '1314521', '521521', '7758521', '7758258',
  '5201314520', '1314520520', '584520', '201314', '168168', '518518', '110110', '110120',
  '119119', '120120', '20080808', '100000', '201314520',
  // Keyboard patterns
  'qwerty', 'qwertyuiop', 'qwerty123', 'qwerty1', 'qwerty12', 'qwertyu', 'asdfgh', 'asdfghjkl',
  'asdfghjk', 'zxcvbn', 'zxcvbnm', 'zxcvbnm123', 'qazwsx', 'qazwsxedc', '1qaz2wsx', '1qazxsw2',
  '1qaz2wsx3edc', 'zaq12wsx', 'zaq1zaq1', 'zaq1xsw2', '1q2w3e', '1q2w3e4r', '1q2w3e4r5t', '1q2w3e4r5t6y',
  'q1w2e3r4', 'q1w2e3r4t5', '1qaz1qaz', 'qweasd', 'qweasdzxc', '123qweasd', '123qweasdzxc', 'qwe123',
  'qwe123456', '123qwe', '1234qwer', 'qwer1234', 'asd123', 'asd123456', 'zxc123', 'zxc123456',
  'qweqwe', 'asdasd', 'zxczxc', 'asdf1234', '1234asdf', 'asdfasdf', 'qwertyui', '!qaz2wsx',
  '1qaz@wsx', 'qaz123', 'wsx123', '123asd', '123zxc', 'azerty', 'azerty123',
  // Letters plus digits
  'a123456', 'a12345678', 'a123456789', 'a1234567', 'a12345', 'aa123456', 'aa12345678', '123456a',
  '123456aa', '12345678a', '123456789a', '123456abc', 'abc123', 'abc123456', 'abc12345', 'abc1234',
  'abcd1234', 'abcd123', '1234abcd', '123abc', 'a1b2c3', 'a1b2c3d4', '1a2b3c', '1a2b3c4d',
  'aaa111', 'aaa123', 'abcdef', 'abcdefg', 'abcdefgh', 'abcabc', 'aaaaaa', 'aaaaaaaa',
  'q123456', 'q1234567', '123456q', '123456qq', 'qq123456', 'qq123456789', 'qq5201314',
  // Words and phrases
  'password', 'password1', 'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'pass123', 'pass1234',
  'passwd', 'admin123', 'admin888', 'admin1234', 'admin12345', 'administrator', 'root123', 'root1234',
  'test123', 'test1234', 'welcome', 'welcome1', 'welcome123', 'letmein', 'letmein1', 'iloveyou',
  'iloveyou1', 'iloveu', 'loveyou', 'love123', 'love1314', 'sunshine', 'princess', 'dragon',
  'monkey', 'shadow', 'master', 'superman', 'batman', 'football', 'baseball', 'soccer',
  'hockey', 'michael', 'charlie', 'jordan', 'jordan23', 'jennifer', 'jessica', 'michelle',
  'ashley', 'nicole', 'daniel', 'thomas', 'robert', 'andrew', 'joshua', 'matthew',
  'hunter', 'buster', 'tigger', 'ginger', 'pepper', 'maggie', 'summer', 'freedom',
  'whatever', 'trustno1', 'starwars', 'computer', 'internet', 'killer', 'mustang', 'harley',
  'ranger', 'thunder', 'taylor', 'matrix', 'access', '696969', 'hello123', 'secret',
  'secret123', 'changeme', 'qwerty123456', 'zxcvbnm1',
  // Pinyin and Chinese-user favourites
  'woaini', 'woaini1314', 'woaini520', 'woaini123', 'woaini1314520', 'woaiwojia', 'woaimama', 'aini1314',
  '1314woaini', '520woaini', 'nihao123', 'mima123456', 'zhangwei', 'wangwei', 'wangyang', 'liuyang',
  'wangjian', 'zhang123', 'wang123456', 'zhang123456', 'li123456', 'liu123456', 'chen123456', 'baobao',
  'woshishui',
];

export const commonPasswords: ReadonlySet<string> = new Set(list);

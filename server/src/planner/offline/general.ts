/** Questions that help any project: the offline engine's last resort for add_question. */
export const GENERAL_QUESTIONS = [
  'What does success look like for this project?',
  'When do you need this finished?',
  'What budget do you have for it?',
  'Who else is involved, and what will each of them do?',
  'What is the biggest risk you see?',
  'What have you already done toward this?',
  'Which constraints cannot change?',
  'Who is this for?',
  'What resources or tools do you already have?',
  'How will you measure progress?',
  'What is the first milestone you want to reach?',
  'What would make you change course?',
];

// English labels of "Why not this time?" (issue 20), shown in the booking popup and the customer slot picker.

export const WHY_NOT_LABELS_EN = {
  whyNot: {
    ask: 'Why not this time?',
    askShort: 'Why not?',
    time: 'Time',
    heading: 'Why not {{time}}?',
    answersFor: 'Answers for {{time}}',
    canTake: 'Free',
    cannot: 'Not free',
    nobody: 'Nobody works at this store around then.',
    failed: 'The answer could not be loaded.',
    chooseServices: 'Choose a service first.',
    customerHelp: 'Pick a time that is not listed to see why.',
  },
} as const;

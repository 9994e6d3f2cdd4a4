// English labels of face sign-in (issue 14): /admin/face and the enrolment dialog on the employee's profile.
export const FACE_LABELS_EN = {
  faceSignIn: {
    title: 'Face sign-in',
    mode: 'What to do',
    clockIn: 'Clock in',
    clockOut: 'Clock out',
    help: 'Look at the camera and press Scan my face. Only you should be in view.',
    scan: 'Scan my face',
    checking: 'Checking…',
    cameraPreview: 'Camera preview',
    noCamera: 'No camera is available here. Choose a photo instead.',
    choosePhoto: 'Choose a photo',
    clockedIn: '{{name}} is clocked in.',
    clockedOut: '{{name}} is clocked out.',
    pin: 'PIN',
    clockInWithPin: 'Clock in with PIN',
    clockOutWithPin: 'Clock out with PIN',
    button: 'Face sign-in',
    enrolTitle: 'Face sign-in for {{name}}',
    policyTitle: 'Biometric information policy (version {{version}})',
    consent: '{{name}} has read the policy and agrees to face sign-in',
    takePhoto: 'Take photo and enrol',
    enrolled:
      'Enrolled {{when}} under policy {{version}}. The template is deleted on request, when the employee leaves, or by {{until}} if unused.',
    delete: 'Delete face template',
    close: 'Close',
  },
};

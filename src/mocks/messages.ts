// The demo backend answers errors in the caller's language, as a real server reading
// Accept-Language would.

const messages = {
  invalidCredentials: {
    az: 'E-poçt və ya şifrə yanlışdır.',
    en: 'The email or password is incorrect.',
    ru: 'Неверный адрес электронной почты или пароль.',
  },
  unauthorized: {
    az: 'Sessiyanın vaxtı bitib. Yenidən daxil olun.',
    en: 'Your session has expired. Please sign in again.',
    ru: 'Сессия истекла. Войдите снова.',
  },
  forbiddenRole: {
    az: 'Bu əməliyyat üçün icazəniz yoxdur.',
    en: 'You do not have permission for this action.',
    ru: 'У вас нет прав на это действие.',
  },
  validation: {
    az: 'Məlumatlar yanlışdır. Xanaları yoxlayın.',
    en: 'Some fields are invalid. Please check them.',
    ru: 'Некоторые поля заполнены неверно. Проверьте их.',
  },
  emailTaken: {
    az: 'Bu e-poçtla artıq hesab var.',
    en: 'An account with this email already exists.',
    ru: 'Аккаунт с таким адресом уже существует.',
  },
  invalidRefresh: {
    az: 'Sessiyanı yeniləmək mümkün olmadı.',
    en: 'The session could not be renewed.',
    ru: 'Не удалось обновить сессию.',
  },
  invalidResetToken: {
    az: 'Şifrə bərpası linki etibarsızdır və ya vaxtı keçib.',
    en: 'The password reset link is invalid or has expired.',
    ru: 'Ссылка для сброса пароля недействительна или устарела.',
  },
  suspended: {
    az: 'Təşkilatınız müvəqqəti dayandırılıb. Dəstək xidməti ilə əlaqə saxlayın.',
    en: 'Your organisation is temporarily suspended. Please contact support.',
    ru: 'Ваша организация временно приостановлена. Обратитесь в поддержку.',
  },
  deactivated: {
    az: 'Hesabınız deaktiv edilib.',
    en: 'Your account has been deactivated.',
    ru: 'Ваш аккаунт деактивирован.',
  },
  alreadySent: {
    az: 'Bu sorğu artıq göndərilib; qaralama kimi dəyişdirilə bilməz.',
    en: 'This inquiry has already been sent; it can no longer be edited as a draft.',
    ru: 'Этот запрос уже отправлен; его нельзя изменить как черновик.',
  },
  uploadTooBig: {
    az: 'Fayl çox böyükdür: ən çoxu 10 MB ola bilər.',
    en: 'The file is too large: the limit is 10 MB.',
    ru: 'Файл слишком большой: не более 10 МБ.',
  },
  uploadType: {
    az: 'Bu fayl növü qəbul edilmir: PDF, JPG, PNG, XLSX və ya DOCX yükləyin.',
    en: 'This file type is not accepted: upload PDF, JPG, PNG, XLSX or DOCX.',
    ru: 'Этот тип файла не принимается: загрузите PDF, JPG, PNG, XLSX или DOCX.',
  },
  notYourShipment: {
    az: 'Bu daşıma sizə həvalə edilməyib.',
    en: 'This shipment has not been awarded to you.',
    ru: 'Эта перевозка вам не поручена.',
  },
  bidNotPending: {
    az: 'Bu təklif artıq cavablandırılıb: yalnız gözləmədə olan təklif qəbul və ya ləğv edilə bilər.',
    en: 'This bid has already been answered: only a pending bid can be accepted or cancelled.',
    ru: 'На это предложение уже дан ответ: принять или отменить можно только ожидающее предложение.',
  },
  notFound: {
    az: 'Tapılmadı.',
    en: 'Not found.',
    ru: 'Не найдено.',
  },
} as const;

export type MessageKey = keyof typeof messages;

export function message(request: Request, key: MessageKey): string {
  const language = (request.headers.get('Accept-Language') ?? 'az').slice(0, 2);
  const entry = messages[key];
  return language === 'en' || language === 'ru' ? entry[language] : entry.az;
}

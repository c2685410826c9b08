import { MAX_BID_UPDATES, MAX_BIDS_PER_INQUIRY } from '@/config/limits';

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
  profileIncomplete: {
    az: 'Sorğulara təklif vermək üçün əlavə məlumatlar doldurulmalıdır.',
    en: 'To submit offers for requests, additional information must be filled in.',
    ru: 'Чтобы отправлять предложения по запросам, необходимо заполнить дополнительную информацию.',
  },
  maxBids: {
    az: `Hər sorğu üçün maksimum ${MAX_BIDS_PER_INQUIRY} təklif verə bilərsiniz.`,
    en: `You can provide a maximum of ${MAX_BIDS_PER_INQUIRY} suggestions per inquiry.`,
    ru: `Вы можете отправить не более ${MAX_BIDS_PER_INQUIRY} предложений по одному запросу.`,
  },
  maxUpdates: {
    az: `Təklifi ${MAX_BID_UPDATES} dəfədən çox yeniləyə bilməzsiniz`,
    en: `You cannot update the offer more than ${MAX_BID_UPDATES} times`,
    ru: `Вы не можете обновить предложение более ${MAX_BID_UPDATES} раз`,
  },
  inquiryClosed: {
    az: 'Bu sorğu artıq təklif qəbul etmir: bu arada bağlanıb və ya başqa təklif qəbul edilib.',
    en: 'This inquiry no longer takes bids: it was closed or awarded in the meantime.',
    ru: 'Этот запрос больше не принимает предложения: тем временем он закрыт или присуждён.',
  },
  bidNotEditable: {
    az: 'Yalnız gözləmədə olan təklif yenilənə bilər.',
    en: 'Only a pending bid can be updated.',
    ru: 'Обновить можно только ожидающее предложение.',
  },
  noChanges: {
    az: 'Təklifdə heç nə dəyişməyib.',
    en: 'Nothing in the bid has changed.',
    ru: 'В предложении ничего не изменилось.',
  },
  notDelivered: {
    az: 'Daşıyıcı yükü çatdırılmış kimi qeyd etdikdən sonra çatdırılmanı təsdiqləmək olar.',
    en: 'Delivery can be confirmed once the carrier has marked the shipment delivered.',
    ru: 'Подтвердить доставку можно после того, как перевозчик отметит груз доставленным.',
  },
  memberExists: {
    az: 'Bu e-poçtla üzv artıq təşkilatınızdadır.',
    en: 'A member with this email is already in your organisation.',
    ru: 'Участник с таким адресом уже есть в вашей организации.',
  },
  emailOtherOrganization: {
    az: 'Bu e-poçt başqa təşkilatın istifadəçisinə məxsusdur.',
    en: 'This email belongs to a user of another organisation.',
    ru: 'Этот адрес принадлежит пользователю другой организации.',
  },
  wrongPassword: {
    az: 'Cari şifrə yanlışdır.',
    en: 'The current password is incorrect.',
    ru: 'Текущий пароль неверен.',
  },
  samePassword: {
    az: 'Yeni şifrə cari şifrədən fərqli olmalıdır.',
    en: 'The new password must differ from the current one.',
    ru: 'Новый пароль должен отличаться от текущего.',
  },
  cannotDeactivateSelf: {
    az: 'Öz hesabınızı deaktiv edə bilməzsiniz.',
    en: 'You cannot deactivate your own account.',
    ru: 'Нельзя деактивировать собственную учётную запись.',
  },
  wrongOrganizationType: {
    az: 'Bu ünvan bu növ təşkilat üçün deyil.',
    en: 'This address is not for this type of organisation.',
    ru: 'Этот адрес не для организации такого типа.',
  },
  nothingOwed: {
    az: 'Bu valyutada ödəniləcək komissiya yoxdur.',
    en: 'No commission is owed in this currency.',
    ru: 'В этой валюте нет задолженности по комиссии.',
  },
  promoUnknown: {
    az: 'Belə promo kod yoxdur.',
    en: 'This promo code does not exist.',
    ru: 'Такого промокода не существует.',
  },
  promoExpired: {
    az: 'Bu promo kodun müddəti bitib.',
    en: 'This promo code has expired.',
    ru: 'Срок действия этого промокода истёк.',
  },
  promoUsedUp: {
    az: 'Bu promo kod artıq icazə verilən sayda istifadə olunub.',
    en: 'This promo code has been used as many times as it allows.',
    ru: 'Этот промокод уже использован максимальное число раз.',
  },
  promoCurrency: {
    az: 'Bu vauçer başqa valyutadadır.',
    en: 'This voucher is in another currency.',
    ru: 'Этот ваучер в другой валюте.',
  },
  promoExists: {
    az: 'Bu kodla promo kod artıq var.',
    en: 'A promo code with this code already exists.',
    ru: 'Промокод с таким кодом уже существует.',
  },
  paymentTooLarge: {
    az: 'Bir ödənişin məbləği 50 000-dən çox ola bilməz. Dəstək xidməti ilə əlaqə saxlayın.',
    en: 'A single payment cannot exceed 50,000. Please contact support.',
    ru: 'Один платёж не может превышать 50 000. Обратитесь в поддержку.',
  },
  cardDeclined: {
    az: 'Kart bankı tərəfindən rədd edildi. Heç bir məbləğ tutulmayıb.',
    en: 'The card was declined by its bank. Nothing was charged.',
    ru: 'Банк отклонил карту. Деньги не списаны.',
  },
  cardUnknown: {
    az: 'Bu kart qəbul edilmədi. Heç bir məbləğ tutulmayıb.',
    en: 'This card was not accepted. Nothing was charged.',
    ru: 'Эта карта не принята. Деньги не списаны.',
  },
  paymentUncaptured: {
    az: 'Bank ödənişi hələ emal edir: məbləğ bloklanıb, lakin tutulmayıb.',
    en: 'The bank is still processing the payment: the amount is held but not yet captured.',
    ru: 'Банк ещё обрабатывает платёж: сумма заблокирована, но не списана.',
  },
  balanceChanged: {
    az: 'Ödəniş başlayandan sonra bu komissiyanın bir hissəsi artıq ödənilib. Ödənişi yenidən başladın.',
    en: 'Part of this commission has been paid since this payment was started. Please start the payment again.',
    ru: 'Часть этой комиссии уже оплачена после начала этого платежа. Начните платёж заново.',
  },
  paymentNotPending: {
    az: 'Bu ödəniş artıq emal olunub.',
    en: 'This payment has already been processed.',
    ru: 'Этот платёж уже обработан.',
  },
  notRefundable: {
    az: 'Yalnız uğurlu ödəniş geri qaytarıla bilər.',
    en: 'Only a successful payment can be refunded.',
    ru: 'Вернуть можно только успешный платёж.',
  },
  notAContact: {
    az: 'Yalnız sorğu və ya təklif üzrə əməkdaşlıq etdiyiniz təşkilata yaza bilərsiniz.',
    en: 'You can write only to an organisation you deal with through an inquiry or a bid.',
    ru: 'Писать можно только организации, с которой вы работаете по запросу или предложению.',
  },
  notYourOffer: {
    az: 'Bu marşrut təklifi sizin təşkilatınıza məxsus deyil.',
    en: 'This route offer does not belong to your organisation.',
    ru: 'Это предложение маршрута не принадлежит вашей организации.',
  },
  biddingClosed: {
    az: 'Bu sorğu üzrə təkliflərin qəbulu bağlanıb: son tarix keçib.',
    en: 'Bidding on this inquiry has closed: its deadline has passed.',
    ru: 'Приём предложений по этому запросу закрыт: срок истёк.',
  },
  notExtendable: {
    az: 'Son tarixi yalnız təklif qəbul edən və hələ daşıyıcı seçilməmiş sorğu üçün uzatmaq olar.',
    en: 'The deadline can be extended only for an inquiry that takes bids and has no carrier chosen yet.',
    ru: 'Продлить срок можно только для запроса, который принимает предложения и ещё без выбранного перевозчика.',
  },
  notShipping: {
    az: 'İzləmə linki yalnız daşıyıcısı seçilmiş yük üçün yaradıla bilər.',
    en: 'A tracking link can be made only once a carrier has been chosen for the shipment.',
    ru: 'Ссылку для отслеживания можно создать только после выбора перевозчика.',
  },
  trackingLinkInvalid: {
    az: 'Bu izləmə linki etibarsızdır.',
    en: 'This tracking link is not valid.',
    ru: 'Эта ссылка для отслеживания недействительна.',
  },
  trackingLinkExpired: {
    az: 'Bu izləmə linkinin vaxtı bitib.',
    en: 'This tracking link has expired.',
    ru: 'Срок действия этой ссылки для отслеживания истёк.',
  },
  notRateable: {
    az: 'Daşıyıcını çatdırılmanı təsdiqlədikdən sonra qiymətləndirmək olar.',
    en: 'The carrier can be rated once you have confirmed delivery.',
    ru: 'Оценить перевозчика можно после подтверждения доставки.',
  },
  ratingLocked: {
    az: 'Qiyməti yalnız verildiyi gündən 7 gün ərzində dəyişmək olar.',
    en: 'A rating can be changed only within 7 days of giving it.',
    ru: 'Оценку можно изменить только в течение 7 дней после её выставления.',
  },
  notFound: { az: 'Tapılmadı.', en: 'Not found.', ru: 'Не найдено.' },
} as const;

export type MessageKey = keyof typeof messages;

export function message(request: Request, key: MessageKey): string {
  const language = (request.headers.get('Accept-Language') ?? 'az').slice(0, 2);
  const entry = messages[key];
  return language === 'en' || language === 'ru' ? entry[language] : entry.az;
}

// The shared message catalogue (../messages.ts) in es-CO.
import { ES_CO_EXPORT_MESSAGES } from './exports/es-CO';
import type { MessageKey } from './en-US';

export const ES_CO_MESSAGES: Record<MessageKey, string> = {
  'errors.undefined': 'Error indefinido',
  'errors.pageNotFound': 'Página no encontrada',
  'errors.badUsernamePassword': 'Usuario o contraseña incorrectos',
  'errors.tooManyAttempts':
    'Demasiados intentos fallidos de inicio de sesión. Espere {{wait}} e intente de nuevo.',
  'errors.unauthenticated': 'Su sesión terminó. Por favor, inicie sesión de nuevo.',
  'errors.invalidRefreshToken': 'Su sesión terminó. Por favor, inicie sesión de nuevo.',
  'errors.forbidden': 'Usted no tiene acceso a esto.',
  'errors.notFound': 'No encontramos lo que buscaba.',
  'errors.routeNotFound': 'Esta dirección no existe.',
  'errors.validation': 'Algunos campos no son válidos. Revíselos e intente de nuevo.',
  'errors.emailAlreadyRegistered': 'El correo electrónico ya está registrado',
  'errors.placeNotFound':
    'No encontramos el colegio o la vereda que eligió. Elija uno de la lista.',
  'errors.placeDisabled':
    'Este colegio o vereda está deshabilitado y no puede recibir estudiantes nuevos.',
  'errors.studentExternalIdTaken': 'Este ID no se puede usar. Revíselo o déjelo vacío.',
  'errors.sponsorAccountAlreadyLinked':
    'Esta cuenta de usuario no se puede vincular a este padrino.',
  'errors.sponsorEmailUnavailable': 'Este correo electrónico no se puede usar para este padrino.',
  'errors.sponsorPhotoByCoordinator': 'Su coordinador agrega su foto después de verla: envíesela.',
  'errors.sponsorParentsLimit':
    'Un padrino puede tener como máximo {{num}} padres o acudientes. Elimine uno antes de agregar otro.',
  'errors.registrationCodeInvalid':
    'Este código de registro no se puede usar por ahora. Pida el código correcto a su coordinador.',
  'errors.registrationCodeSponsorsOnly':
    'Esta aplicación es para padrinos. Los estudiantes se registran con este código en el sitio web del portal.',
  'errors.tooManySignupAttempts':
    'Demasiados intentos fallidos de registro. Espere {{wait}} e intente de nuevo.',
  'errors.tooManySignups':
    'Se crearon demasiadas cuentas desde esta conexión. Espere {{wait}} e intente de nuevo.',
  'errors.tooManyRecoveryRequests':
    'Demasiadas solicitudes de recuperación de contraseña desde esta conexión. Espere {{wait}} e intente de nuevo.',
  'errors.tooManyDataRequests':
    'Ya envió varias solicitudes hoy. Espere {{wait}} y vuelva a intentarlo; el programa ya tiene sus solicitudes anteriores.',
  'errors.tooManyPasswordChanges':
    'Demasiados intentos con una contraseña actual incorrecta. Espere {{wait}} e intente de nuevo.',
  'errors.tooManyPersonExports':
    'Ha descargado sus datos varias veces en poco tiempo. Espere {{wait}} e intente de nuevo.',
  'errors.tooManyMetricsTokens':
    'Demasiados tokens de acceso incorrectos desde esta conexión. Espere {{wait}} e intente de nuevo.',
  'errors.recoveryLinkInvalid': 'Este enlace venció o ya fue usado. Solicite uno nuevo.',
  'errors.wrongCurrentPassword': 'La contraseña actual no es correcta.',
  'errors.accountInactive': 'Usuario o contraseña incorrectos',
  'errors.payloadTooLarge': 'Lo que envió es demasiado grande.',
  'errors.unsupportedMediaType': 'Este tipo de contenido no se acepta.',
  'errors.fileTooLarge': 'El archivo es demasiado grande. El tamaño máximo es {{maxMb}} MB.',
  'errors.fileTypeNotAllowed': 'Este tipo de archivo no se acepta. Tipos aceptados: {{types}}.',
  'errors.fileContentMismatch':
    'El contenido de este archivo no corresponde a su nombre (.{{extension}}). Tipos aceptados: {{types}}.',
  'errors.imageUnreadable':
    'No se pudo leer esta imagen. Puede estar dañada o ser demasiado grande; intente con otra.',
  'errors.uploadIncomplete': 'El archivo no llegó completo. Intente de nuevo.',
  'validation.fileRequired': 'Elija un archivo para subir',
  'validation.fileEmpty': 'El archivo está vacío',
  'errors.serviceUnavailable':
    'El servicio no está disponible en este momento. Intente de nuevo en un momento.',
  'errors.network':
    'No pudimos comunicarnos con el servidor. Revise su conexión e intente de nuevo.',
  'errors.letterSave': 'Error al guardar la carta, intente de nuevo',
  'errors.attendanceCodeInvalid': 'El código de asistencia no es válido',
  'errors.attendanceAlreadyRecorded': 'Su asistencia a esta reunión ya está registrada.',
  'errors.agreementsRequired': 'Debe aceptar todos los acuerdos',
  'errors.agreementLinkNotFound':
    'Este enlace no es válido. Verifique que lo copió completo o pida uno nuevo al patrocinador.',
  'errors.agreementLinkUsed': 'Este acuerdo ya está firmado. ¡Gracias!',
  'errors.agreementLinkExpired': 'Este enlace venció. Pida uno nuevo al patrocinador.',
  'errors.tooManyAgreementLinkAttempts':
    'Demasiados intentos desde esta conexión. Espere {{wait}} e intente de nuevo.',
  'errors.tooManyUnsubscribeAttempts':
    'Demasiados enlaces para cancelar la suscripción probados desde esta conexión. Espere {{wait}} e intente de nuevo.',
  'errors.parentAgreementSigned': 'Un padre o acudiente ya firmó la autorización vigente.',
  'errors.parentAgreementNoText':
    'El programa todavía no ha publicado la autorización para padres, así que por ahora no hay nada que enviar.',
  'errors.parentContactNotConfirmed':
    'Un coordinador del colegio debe confirmar a este padre, madre o acudiente antes de enviarle la autorización.',
  'errors.parentContactChanged':
    'Este contacto cambió desde que lo abrió. Revíselo de nuevo antes de confirmarlo.',
  'errors.parentEmailIsSponsors':
    'Este correo es del propio padrino. La autorización se envía al correo propio del padre, madre o acudiente.',
  'errors.parentSignatureToCheck':
    'Un coordinador está revisando la última firma. Espere su decisión antes de enviar de nuevo la autorización.',
  'errors.parentSignatureAlreadyChecked':
    'Un coordinador ya confirmó o rechazó esta firma. Recargue la página para ver la decisión.',
  'validation.parentEmailIsSponsors':
    'Escriba el correo propio del padre, madre o acudiente, no el del padrino',
  'validation.sponsorAge': 'Revise la fecha: un padrino tiene entre {{min}} y {{max}} años',
  'validation.signatureRequired': 'Dibuje o escriba su firma',
  'validation.signatureTooLarge': 'El dibujo es demasiado grande. Bórrelo y firme de nuevo.',
  'validation.personName':
    'Escriba solo su nombre, con letras (se admiten espacios, guiones y apóstrofos)',
  'validation.signatureUnreadable': 'No se pudo leer el dibujo. Bórrelo y firme de nuevo.',
  'errors.alreadyAvailableYear': 'ya hay un año disponible',
  'errors.studentFull': 'Este estudiante ya tiene 3 padrinos este año',
  'errors.agreementNameMismatch': 'Escriba su nombre completo como aparece en su perfil: {{name}}',
  'errors.agreementVersionOutdated':
    'Este texto tiene una versión más reciente. Recargue la página para leer y firmar la actual.',
  'errors.agreementVersionPublished':
    'Esta versión ya está publicada y no se puede modificar. Escriba una versión nueva.',
  'errors.agreementDraftExists':
    'La nueva versión ya tiene un borrador en este idioma. Modifique ese borrador.',
  'errors.alreadySponsored': 'Este padrino ya apadrina a este estudiante este año.',
  'errors.noAvailableYear': 'No hay un año disponible. Un superadministrador activa uno en Años.',
  'errors.studentNotSponsorable':
    'Este estudiante no se puede apadrinar ahora: no está activo o la vereda está deshabilitada.',
  'errors.sponsorInactive': 'Este padrino está desactivado. Active primero al padrino.',
  'errors.letterNotEditable': 'Esta carta ya se envió y no se puede cambiar.',
  'errors.letterClaimed': 'Otro coordinador está trabajando en esta carta.',
  'errors.letterNotWaiting': 'Esta carta ya no está esperando revisión.',
  'errors.letterTranslationMissing': 'Escriba la traducción antes de entregar esta carta.',
  'errors.letterAttachmentUnavailable':
    'El archivo adjunto ya no está disponible. Adjúntelo de nuevo.',
  'errors.letterWriterInactive':
    'En este momento no puede escribir cartas. Comuníquese con su coordinador. No se perdió nada de lo que escribió.',
  'errors.letterWriterDeactivated':
    'Quien escribió esta carta está desactivado, así que no se puede entregar. Puede devolvérsela.',
  'errors.letterPaused':
    'Las cartas de este apadrinamiento están en pausa. Reanúdelas en la pantalla Apadrinamiento antes de entregar esta carta.',
  'errors.letterReaderLanguageUnknown':
    'Indique en qué idioma lee el destinatario antes de entregar esta carta.',
  'errors.sponsorshipEnded': 'Este apadrinamiento ya terminó.',
  'errors.periodNotDraft': 'Solo se puede activar un año en borrador.',
  'errors.periodBeforeAvailable':
    'Este año empieza antes del año disponible. Solo se puede activar un año posterior.',
  'errors.periodOverlap': 'Estas fechas se cruzan con otro año. Los años no pueden cruzarse.',
  'errors.periodNameTaken': 'Otro año ya tiene este nombre.',
  'errors.periodClosed': 'Un año cerrado se guarda como registro y no se puede cambiar.',
  'validation.endBeforeStart': 'La fecha final debe ser posterior a la fecha de inicio',
  'validation.salesEndAfterEvent':
    'La venta de boletas debe terminar cuando termina el evento o antes',
  'validation.periodTooLong': 'Un año puede durar como máximo {{num}} días',
  'validation.required': 'Obligatorio',
  'validation.minChars': 'Mínimo {{num}} caracteres',
  'validation.maxChars': 'Máximo {{num}} caracteres',
  'validation.passwordsMustMatch': 'Las contraseñas deben coincidir',
  'validation.invalidEmail': 'Correo electrónico no válido',
  // The amounts are in US dollars (the seed's English says "$ {num}"): a bare "$" is pesos here.
  'validation.maxAmount': 'Monto máximo permitido: US$ {{num}}',
  'validation.minAmount': 'Monto mínimo permitido: US$ {{num}}',
  'validation.fillAllFields': 'Debe llenar todos los campos',
  'validation.invalidValue': 'Este valor no es válido',
  'validation.invalidNumber': 'Ingrese un número',
  'validation.unstorableText': 'Este texto contiene caracteres que no se pueden guardar',
  'validation.answerDueBeforeDue': 'La respuesta no puede vencer antes que la carta.',
  'validation.invalidDate': 'Ingrese una fecha válida',
  'validation.futureDate': 'La fecha no puede ser futura',
  'grades.preschool': 'Preescolar',
  'grades.kindergarten': 'Transición',
  'grades.1-first': 'Primero',
  'grades.2-second': 'Segundo',
  'grades.3-third': 'Tercero',
  'grades.4-fourth': 'Cuarto',
  'grades.5-fifth': 'Quinto',
  'grades.6-sixth': 'Sexto',
  'grades.7-seventh': 'Séptimo',
  'grades.8-eighth': 'Octavo',
  'grades.9-ninth': 'Noveno',
  'grades.10-tenth': 'Décimo',
  'grades.11-eleventh': 'Undécimo',
  'grades.12-twelfth': 'Duodécimo',
  'grades.college': 'Universidad',
  'genders.male': 'Masculino',
  'genders.female': 'Femenino',
  'studentStatuses.active': 'Activo',
  'studentStatuses.inactive': 'Inactivo',
  'studentStatuses.alumni': 'Egresado',
  'studentStatuses.delete': 'Eliminado',
  'validation.chooseSchool': 'Elija un colegio de la lista',
  'validation.acceptTerms': 'Debe aceptar los términos y condiciones y la política de privacidad',
  'documentCellStates.done': 'Hecho',
  'documentCellStates.missing': 'Falta',
  'documentCellStates.toCheck': 'Por revisar',
  'documentCellStates.late': 'Atrasado',
  'documentCellStates.notDue': 'Aún no vence',
  'documentCellStates.notNeeded': 'No aplica',
  'sponsorshipEndReasons.unpaired': 'Desemparejado',
  'sponsorshipEndReasons.declined': 'Declinó',
  'sponsorshipEndReasons.studentLeft': 'El estudiante se retiró',
  'sponsorshipEndReasons.lapsed': 'Sin renovar',
  'sponsorshipEndReasons.erased': 'Persona borrada',
  'errors.lastSuperAdmin':
    'El portal necesita al menos un superadministrador activo. Primero convierta a otro usuario en superadministrador.',
  'errors.ownAccountLockout':
    'Usted no puede desactivar su propia cuenta ni cambiar su propio rol. Pídaselo a otro administrador.',
  'errors.roleNotAllowed': 'Usted no puede administrar usuarios con este rol.',
  'errors.roleNeedsRecord':
    'Los padrinos y los estudiantes necesitan un colegio o una vereda: agréguelos en la pantalla Padrinos o Estudiantes.',
  'errors.scopeOnlyForAdmins':
    'Los colegios y veredas solo se asignan a usuarios con el rol Administrador.',
  'errors.userInactive': 'Este usuario está desactivado. Actívelo primero.',
  'validation.stateNotInCountry': 'Elija un departamento o estado del país seleccionado',
  'validation.maxItems': 'Elija como máximo {{num}}',
  'roles.SUPER_ADMIN': 'Superadministrador',
  'roles.GLOBAL_ADMIN': 'Administrador global',
  'roles.ADMIN': 'Administrador',
  'roles.SPONSOR': 'Padrino',
  'roles.STUDENT': 'Estudiante',
  'adminRoles.role_1': 'Superadministrador',
  'adminRoles.role_2': 'Administrador',
  'errors.importHasProblems':
    'El archivo tiene {{count}} filas con problemas. Corríjalas y vuelva a subirlo. No se importó nada.',
  'errors.importHasProblems_one':
    'El archivo tiene {{count}} fila con problemas. Corríjala y vuelva a subirlo. No se importó nada.',
  'errors.importNoRows': 'El archivo no tiene filas para importar debajo de los encabezados.',
  'errors.importTooManyRows':
    'El archivo tiene más de {{max}} filas. Divídalo en archivos más pequeños.',
  'errors.importMissingColumns':
    'Al archivo le faltan estas columnas: {{columns}}. Descargue la plantilla para ver los encabezados esperados.',
  'errors.importNotUtf8': 'El archivo CSV no está en UTF-8. En Excel, guárdelo como "CSV UTF-8".',
  'errors.importUnreadable':
    'No pudimos leer este archivo. Guárdelo de nuevo como CSV o Excel (.xlsx) e intente otra vez.',
  'imports.unknownVillage': 'No existe una vereda llamada "{{name}}".',
  'imports.disabledVillage': 'La vereda "{{name}}" está deshabilitada.',
  'imports.unknownSchool': 'No existe un colegio llamado "{{name}}".',
  'imports.disabledSchool': 'El colegio "{{name}}" está deshabilitado.',
  'imports.unknownGrade': 'Grado desconocido: "{{value}}".',
  'imports.unknownGender': 'Género desconocido: "{{value}}". Use masculino o femenino.',
  'imports.unknownStatus': 'Estado desconocido: "{{value}}". Use activo, inactivo o egresado.',
  'imports.duplicateEmailInFile': 'Este correo también está en la fila {{row}}.',
  'imports.duplicateExternalIdInFile': 'Este ID también está en la fila {{row}}.',
  'imports.column.firstName': 'Nombre',
  'imports.column.lastName': 'Apellido',
  'imports.column.birthdate': 'Fecha de nacimiento',
  'imports.column.gender': 'Género',
  'imports.column.grade': 'Grado',
  'imports.column.status': 'Estado',
  'imports.column.village': 'Vereda',
  'imports.column.school': 'Colegio',
  'imports.column.externalId': 'ID externo',
  'imports.column.email': 'Correo electrónico',
  'imports.column.phone': 'Teléfono',
  'imports.templateFileName.students': 'plantilla-estudiantes',
  'imports.templateFileName.sponsors': 'plantilla-padrinos',
  'errors.tooManyAttendanceCodes':
    'Demasiados códigos intentados. Espere {{wait}} e intente de nuevo.',
  'errors.soldOut': 'Agotado',
  'errors.seatsBeingPaid':
    'Los cupos que quedan ({{num}}) se están pagando en este momento. Intente de nuevo en unos minutos: los cupos que no se paguen vuelven a estar a la venta.',
  'errors.unpaidOrdersLimit':
    'Este correo electrónico o esta conexión ya tiene compras sin pagar para este evento. Pague una de ellas, o intente de nuevo en unos minutos, cuando se liberen.',
  'errors.salesClosed': 'La venta de boletas de este evento está cerrada',
  'errors.eventSlugTaken': 'Otro evento ya usa esta dirección web',
  'errors.webhookSignatureInvalid': 'No se pudo verificar la notificación de pago',
  'errors.paymentProviderUnavailable':
    'El servicio de pagos no responde. No se cobró nada; intente de nuevo en unos minutos.',
  'errors.checkoutClosed': 'Este pago ya no está abierto',
  'errors.notRefundable': 'Solo se puede reembolsar un pago en línea confirmado',
  'errors.tooManyHolds':
    'Hay demasiados estudiantes reservados desde esta conexión en este momento. Espere {{wait}} e intente de nuevo.',
  'errors.tooManyTicketOrders':
    'Demasiados pedidos de boletas desde esta conexión. Espere {{wait}} e intente de nuevo.',
  'errors.tooManyDonationCheckouts':
    'Se iniciaron demasiadas donaciones desde esta conexión. Espere {{wait}} e intente de nuevo.',
  'errors.tooManyDonationPageLookups':
    'Se probaron demasiadas direcciones de páginas desde esta conexión. Espere {{wait}} e intente de nuevo.',
  'errors.textReviewChanged':
    'Este texto cambió o otro coordinador ya decidió sobre él. La lista se recargó: revíselo de nuevo.',
  'errors.ticketCodeInvalid': 'Ninguna boleta tiene este código',
  'errors.ticketAlreadyCheckedIn': 'Esta boleta ya registró su ingreso',
  'errors.ticketNotValid': 'Esta boleta no es válida: su compra fue reembolsada o cancelada',
  // Events administration.
  'errors.ticketTypeHasSales':
    'Este tipo de boleta tiene compras y no se puede quitar. Cámbiele el nombre o el precio.',
  'errors.eventCapacityBelowSeats':
    'La capacidad no puede ser menor que los {{num}} cupos ya vendidos o reservados',
  'errors.eventHasSales': 'Este evento tiene compras y no se puede eliminar. Despublíquelo.',
  'validation.invalidSlug': 'Use letras minúsculas, dígitos y guiones sencillos (gala-2026)',
  'orderStatuses.reserved': 'Reservada',
  'orderStatuses.confirmed': 'Confirmada',
  'orderStatuses.cancelled': 'Cancelada',
  'orderStatuses.expired': 'Vencida',
  'orderStatuses.refunded': 'Reembolsada',
  'validation.minValue': 'Mínimo {{num}}',
  'validation.maxValue': 'Máximo {{num}}',
  'meetingKinds.kickoff1': 'Lanzamiento 1',
  'meetingKinds.kickoff2': 'Lanzamiento 2',
  'meetingKinds.meeting1': 'Reunión 1',
  'meetingKinds.meeting2': 'Reunión 2',
  'meetingKinds.meeting3': 'Reunión 3',
  'meetingKinds.meeting4': 'Reunión 4',
  'meetingKinds.meeting5': 'Reunión 5',
  'meetingKinds.meeting6': 'Reunión 6',
  'meetingKinds.meeting7': 'Reunión 7',
  'meetingKinds.final': 'Reunión final',
  'donationStatuses.pending': 'Pendiente',
  'donationStatuses.confirmed': 'Confirmada',
  'donationStatuses.cancelled': 'Cancelada',
  'donationStatuses.refunded': 'Reembolsada',
  'donationMethods.online': 'En línea',
  'donationMethods.cash': 'Efectivo',
  'donationMethods.cheque': 'Cheque',
  ...ES_CO_EXPORT_MESSAGES,
};

import HushDomain

/// A note, in words. Notes are written with the `note` command, so no event phrase names one; other apps'
/// health and growth rows become notes in a category, because a dose or a weight is worth finding later.
extension KindWords {
    public static let note = KindWords(
        phrase: [],
        references: [(.every(.note), ["note"])],
        questions: [(.note, ["note", "notes", "noted"])],
        imports: [
            ImportLabels(.every(.note), category: "Medication", ["medicine", "medication", "meds", "medicina", "medicamento", "medicacion",
                                                                 "medikament", "medizin", "medicament", "farmaco", "vaccine", "vacuna", "impfung"]),
            ImportLabels(.every(.note), category: "Growth", ["growth", "weight", "height", "length", "head size", "head circumference",
                                                             "crecimiento", "peso", "altura", "wachstum", "gewicht", "croissance", "poids", "crescita"]),
            ImportLabels(.every(.note), category: "Temperature", ["temp", "temperature", "temperatura", "temperatur"]),
            ImportLabels(.every(.note), category: "Potty", ["potty", "orinal", "topfchen", "pot", "vasino", "penico"]),
            ImportLabels(.every(.note), category: "Milestone", ["milestone", "hito", "meilenstein", "etape"]),
            ImportLabels(.every(.note), category: "Doctor", ["doctor", "doctor visit", "medico", "arzt", "medecin"]),
            ImportLabels(.every(.note), ["note", "notes", "journal", "nota", "notiz"]),
        ],
        help: [("notes", ["note"], """
        Notes
          note gave vitamin D
          note medication: vitamin D 400 IU   (a word and a colon make the category)
        """)],
        colour: "2",
        noun: "note")
}

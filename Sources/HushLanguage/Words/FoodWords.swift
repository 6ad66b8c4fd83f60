import HushDomain

/// The foods Hush knows by name: common first foods and the nine top allergens (peanut, egg, milk,
/// wheat, soy, fish, shellfish, tree nuts, sesame). A closed list, on purpose: a speech recogniser writes
/// real words, and an open "anything after 'had'" would log "had a fever" or "had a fall" as a meal. A
/// food not on the list is refused with a way to say it ("solids: quinoa"). Plurals and spellings map
/// onto one name ("eggs" → "egg", "yoghurt" → "yogurt"); a word is never turned into a different food.
///
/// ```swift
/// FoodWords.match(Lexer.tokens(in: "sweet potatoes"), at: 0)   // ("sweet potato", 2)
/// FoodWords.allergen(of: "peanut butter")                    // "peanut"
/// ```
public enum FoodWords {
    /// Name → other ways it is written. Names with spaces are matched word by word. Pairs, not a
    /// dictionary: nothing looks a name up here, and hashing every name cost each line that asked about a
    /// food (``forms`` is the table to look in). `FoodWordsTableTests` holds the names unique.
    static let table: KeyValuePairs<String, [String]> = [
        // fruit
        "apple": ["apples"], "applesauce": ["apple sauce"], "banana": ["bananas"], "pear": ["pears"], "peach": ["peaches"],
        "plum": ["plums"], "prune": ["prunes"], "mango": ["mangos", "mangoes"], "avocado": ["avocados"],
        "blueberry": ["blueberries"], "strawberry": ["strawberries"], "raspberry": ["raspberries"], "melon": ["melons"],
        "watermelon": [], "cantaloupe": [], "kiwi": ["kiwis"], "orange": ["oranges"], "grape": ["grapes"],
        "apricot": ["apricots"], "papaya": [], "cherry": ["cherries"], "lemon": [], "pineapple": [], "fig": ["figs"],
        "tomato": ["tomatoes"], "coconut": [],
        // vegetables
        "carrot": ["carrots"], "sweet potato": ["sweet potatoes", "sweetpotato"], "potato": ["potatoes"], "squash": [],
        "butternut squash": ["butternut"], "pumpkin": [], "zucchini": [], "courgette": ["courgettes"], "peas": ["pea"],
        "green beans": ["green bean"], "broccoli": [], "cauliflower": [], "spinach": [], "kale": [],
        "cucumber": ["cucumbers"], "corn": ["sweetcorn"], "beet": ["beets", "beetroot"], "parsnip": ["parsnips"],
        "asparagus": [], "cabbage": [], "onion": ["onions"], "bell pepper": ["bell peppers"], "celery": [],
        "mushroom": ["mushrooms"], "eggplant": ["aubergine"], "veggies": ["vegetables", "veg"],
        // grains
        "oatmeal": ["oats", "porridge"], "rice": [], "rice cereal": [], "baby cereal": ["cereal"], "barley": [],
        "quinoa": [], "bread": [], "toast": [], "pasta": [], "noodles": ["noodle"], "macaroni": [], "couscous": [],
        "pancake": ["pancakes"], "crackers": ["cracker"], "puffs": [], "biscuit": ["biscuits"], "waffle": ["waffles"],
        "millet": [], "polenta": [],
        // protein
        "egg": ["eggs", "scrambled egg", "scrambled eggs"], "egg yolk": ["egg yolks", "yolk"], "egg white": ["egg whites"],
        "chicken": [], "beef": [], "pork": [], "lamb": [], "turkey": [], "meat": [], "liver": [],
        "fish": [], "salmon": [], "tuna": [], "cod": [], "sardines": ["sardine"],
        "shellfish": [], "shrimp": ["shrimps"], "prawns": ["prawn"], "crab": [], "lobster": [],
        "tofu": [], "beans": [], "black beans": [], "pinto beans": [], "kidney beans": [], "lentils": ["lentil"],
        "chickpeas": ["chickpea"], "hummus": ["houmous"],
        // dairy
        "yogurt": ["yoghurt", "yogurts", "yoghurts", "yogourt"], "cheese": [], "cottage cheese": [], "cream cheese": [],
        "ricotta": ["ricotta cheese"], "mozzarella": [], "cheddar": [], "butter": [], "kefir": [],
        "cow's milk": ["cows milk", "cow milk", "cows' milk", "whole milk", "skim milk"], "dairy": [],
        // allergens named as such
        "peanut": ["peanuts"], "peanut butter": ["pb"], "peanut powder": [], "tree nuts": ["tree nut", "nuts"],
        "almond": ["almonds"], "almond butter": [], "cashew": ["cashews"], "walnut": ["walnuts"], "pecan": ["pecans"],
        "hazelnut": ["hazelnuts"], "pistachio": ["pistachios"], "nut butter": [], "wheat": [], "soy": ["soya"],
        "edamame": [], "sesame": [], "tahini": [],
    ]

    /// Which of the nine top allergens a food is, by its name alone (bread or pasta may or may not be wheat,
    /// so they are not tagged).
    public static func allergen(of food: String) -> String? {
        switch food {
        case "peanut", "peanut butter", "peanut powder": return "peanut"
        case "egg", "egg yolk", "egg white": return "egg"
        case "cow's milk", "milk", "dairy", "yogurt", "cheese", "cottage cheese", "cream cheese", "ricotta", "mozzarella", "cheddar",
             "butter", "kefir": return "milk"
        case "wheat": return "wheat"
        case "soy", "tofu", "edamame": return "soy"
        case "fish", "salmon", "tuna", "cod", "sardines": return "fish"
        case "shellfish", "shrimp", "prawns", "crab", "lobster": return "shellfish"
        case "tree nuts", "almond", "almond butter", "cashew", "walnut", "pecan", "hazelnut", "pistachio", "nut butter": return "tree nuts"
        case "sesame", "tahini": return "sesame"
        default: return nil
        }
    }

    /// Words that say "solid food" without naming one: "had solids", "ate 2 tbsp of food".
    public static let generic: Set<String> = ["solids", "solid", "food", "foods"]

    /// Each written form ("sweet potatoes") → the food's name. Keyed by text, not by an array of words:
    /// the first dictionary keyed by `[String]` in a process costs a scan of every conformance record in
    /// the program (about 0.1 ms) to find `Array: Hashable`, and every line that might name a food paid it.
    static let forms: [String: String] = {
        var forms: [String: String] = [:]
        forms.reserveCapacity(table.count * 2)
        for (name, others) in table {
            forms[name] = name
            for other in others { forms[other] = name }
        }
        return forms
    }()

    /// The most words a form has. Counted by its spaces, not by splitting it: every question looks for a
    /// food, and splitting each of the forms into an array of words was a third of that first look's cost.
    static let longest = forms.keys.reduce(1) { longest, form in max(longest, form.utf8.reduce(1) { $1 == 0x20 ? $0 + 1 : $0 }) }

    /// Every single word that appears in a food's name or form, so the typo corrector leaves them alone.
    public static let words: Set<String> = Set(forms.keys.flatMap { $0.split(separator: " ").map(String.init) })

    /// The food written at `index` (the longest form that fits) and how many tokens it takes.
    public static func match(_ tokens: [Token], at index: Int) -> (food: String, length: Int)? {
        guard tokens.indices.contains(index), let first = tokens[index].word, mayStartAFood(first), firstWords.contains(first) else { return nil }
        for length in stride(from: min(longest, tokens.count - index), through: 1, by: -1) {
            let words = tokens[index..<(index + length)].compactMap(\.word)
            guard words.count == length else { continue }
            if let food = forms[text(of: words)] { return (food, length) }
        }
        return nil
    }

    /// The words with a space between each, as ``forms`` is keyed: joined by hand, since the standard
    /// library's `joined(separator:)` runs unspecialised here and its first use scans every conformance.
    static func text(of words: [String]) -> String {
        var text = ""
        for word in words {
            if !text.isEmpty { text += " " }
            text += word
        }
        return text
    }

    /// The food named by exactly this text ("Sweet potatoes" → "sweet potato"), for imports.
    public static func named(_ text: String) -> String? {
        let tokens = Lexer.tokens(in: text)
        guard !tokens.isEmpty, let (food, length) = match(tokens, at: 0), length == tokens.count else { return nil }
        return food
    }
}
